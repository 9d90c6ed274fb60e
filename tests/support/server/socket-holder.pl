#!/usr/bin/perl
# Test support: systemd's part in socket activation, in small. Listens on
# 127.0.0.1 at a port the kernel picks and prints "port <n>". For each line it
# reads, "<log file><TAB><program><TAB><argument>...", it starts that program
# as systemd starts a service: the listening socket at file descriptor 3,
# LISTEN_FDS=1, LISTEN_PID set to the program's own pid, output into the log
# file; and prints "started <pid>", and "exited <pid> <wait status>" when the
# program ends. It never accepts a connection itself, so connections that
# arrive while no server runs wait in the socket's queue, as they do with
# systemd. Perl, because Node has no way to hold a listening socket without
# accepting on it. Ends when its input ends.
use strict;
use warnings;
use POSIX qw(WNOHANG dup2);
use Socket qw(AF_INET INADDR_LOOPBACK SOCK_STREAM SOMAXCONN pack_sockaddr_in unpack_sockaddr_in);

$| = 1;

# Descriptors up to 3 are kept open across exec (perl closes those above $^F).
$^F = 3;
socket(my $listener, AF_INET, SOCK_STREAM, 0) or die "socket: $!";
bind($listener, pack_sockaddr_in(0, INADDR_LOOPBACK)) or die "bind: $!";
listen($listener, SOMAXCONN) or die "listen: $!";
my ($port) = unpack_sockaddr_in(getsockname($listener));
print "port $port\n";

$SIG{CHLD} = sub {
  while ((my $pid = waitpid(-1, WNOHANG)) > 0) {
    print "exited $pid $?\n";
  }
};

while (defined(my $line = <STDIN>)) {
  chomp $line;
  my ($log, @command) = split /\t/, $line;
  my $pid = fork() // die "fork: $!";
  if ($pid == 0) {
    open(STDIN, '<', '/dev/null') or die "stdin: $!";
    open(STDOUT, '>', $log) or die "$log: $!";
    open(STDERR, '>&', \*STDOUT) or die "stderr: $!";
    if (fileno($listener) != 3) {
      defined(dup2(fileno($listener), 3)) or die "dup2: $!";
      close($listener);
    }
    $ENV{LISTEN_FDS} = 1;
    $ENV{LISTEN_PID} = $$;
    exec { $command[0] } @command or die "exec $command[0]: $!";
  }
  print "started $pid\n";
}
