#!/usr/bin/env bash
# Serves the newest commit of the branch: fetches it into the clone, checks it
# out into a release folder of its own, installs and builds there, and only
# when that succeeds points `current` at it and restarts the server. A failed
# build leaves `current` and the running site as they were, and is e-mailed
# once. Run by the immersa-update timer (docs/deployment.md, "Updates without
# logging in").
#
#   <root>/repo                  the clone the updater fetches into
#   <root>/releases/<commit>     one checked-out and built commit each (git worktrees of the clone)
#   <root>/current               symlink to the release the server runs
#   <root>/logs/<commit>.log     the install and build output of that commit
#   <root>/logs/<commit>.failed  that commit failed to build (it is not built again)
#   <root>/logs/<commit>.mailed  the e-mail about that failure was accepted by the SMTP server
#   <root>/cache/media           derived media kept across releases (MEDIA_CACHE_DIR)
#   <root>/update.lock           held by a running update; records its pid and since when
#
# Settings (environment):
#   UPDATE_ROOT                default /srv/immersa
#   UPDATE_REPO                default <root>/repo
#   UPDATE_BRANCH              default CMS_BRANCH (the branch the editor commits to), else main
#   UPDATE_KEEP                releases kept, the served one included; default 3
#   UPDATE_BUILD_COMMAND       run in the new release; default npm install (with devDependencies) and npm run build
#   UPDATE_RESTART_COMMAND     default systemctl restart immersa
#   UPDATE_LOCK_STALE_MINUTES  a lock held longer is reported as stuck (exit 1); default 120, well above
#                              the update service's TimeoutStartSec of 30 minutes
#   UPDATE_MAIL_TO             who is e-mailed about a failed build; default CONTACT_TO. Sent through
#                              SMTP_URL (and from CONTACT_FROM) by the served release's compiled mailer
#   MEDIA_CACHE_DIR            default <root>/cache/media; absolute, outside the releases
#   DATABASE_PATH              must be absolute and outside the releases, or contact requests would
#                              stay behind in an old release
set -euo pipefail

root=${UPDATE_ROOT:-/srv/immersa}
repo=${UPDATE_REPO:-$root/repo}
branch=${UPDATE_BRANCH:-${CMS_BRANCH:-main}}
keep=${UPDATE_KEEP:-3}
build_command=${UPDATE_BUILD_COMMAND:-npm install --no-audit --no-fund --include=dev && npm run build}
restart_command=${UPDATE_RESTART_COMMAND:-systemctl restart immersa}
stale_minutes=${UPDATE_LOCK_STALE_MINUTES:-120}
mail_to=${UPDATE_MAIL_TO:-${CONTACT_TO:-}}

releases=$root/releases
logs=$root/logs
current=$root/current
lock=$root/update.lock
export MEDIA_CACHE_DIR=${MEDIA_CACHE_DIR:-$root/cache/media}

fail() {
  echo "update: $*" >&2
  exit 1
}

outside_releases() {
  case ${2:-} in
    "$releases"/* | "$current"/*) fail "$1 ($2) must lie outside the releases" ;;
    /*) ;;
    *) fail "$1 must be an absolute path outside $releases (it is '${2:-}')" ;;
  esac
}

outside_releases DATABASE_PATH "${DATABASE_PATH:-}"
outside_releases MEDIA_CACHE_DIR "$MEDIA_CACHE_DIR"
[[ $keep =~ ^[1-9][0-9]*$ ]] || fail "UPDATE_KEEP must be a whole number of 1 or more (it is '$keep')"
[[ $stale_minutes =~ ^[1-9][0-9]*$ ]] ||
  fail "UPDATE_LOCK_STALE_MINUTES must be a whole number of 1 or more (it is '$stale_minutes')"

mkdir -p "$releases" "$logs" "$MEDIA_CACHE_DIR"
[[ -w $MEDIA_CACHE_DIR ]] || fail "MEDIA_CACHE_DIR ($MEDIA_CACHE_DIR) is not writable for $(id -un)"

# The lock file's record of the run that holds it: `pid=` and `since=` (seconds since 1970).
read_lock_record() {
  holder_pid= holder_since=
  local key value
  while IFS== read -r key value; do
    case $key in
      pid) holder_pid=$value ;;
      since) holder_since=$value ;;
    esac
  done <"$lock"
  [[ $holder_since =~ ^[0-9]+$ ]] || holder_since=$(stat -c %Y "$lock")
}

# The processes that have the lock file open, as "pid (command)", comma-separated.
lock_holders() {
  local pid
  { find /proc/[0-9]*/fd -maxdepth 1 -lname "$lock" -printf '%h\n' 2>/dev/null || true; } |
    cut -d/ -f3 | sort -un | while read -r pid; do
    echo "$pid ($(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | sed 's/ $//'))"
  done | paste -sd, - | sed 's/,/, /g'
}

# Another process holds the lock: nothing to do while an update runs, but a
# lock held longer than an update can take is stuck, and says so.
lock_held() {
  exec 9>&-
  read_lock_record
  local age=$(($(date +%s) - holder_since))
  if ((age >= stale_minutes * 60)); then
    # A run that has just taken the lock writes its record right after: look again.
    sleep 1
    read_lock_record
    age=$(($(date +%s) - holder_since))
  fi
  if ((age < stale_minutes * 60)); then
    echo "update: another update is running (pid ${holder_pid:-unknown}, for ${age} s); nothing to do"
    exit 0
  fi
  local state="no longer running" holders
  if [[ -n $holder_pid ]] && kill -0 "$holder_pid" 2>/dev/null; then state="still running"; fi
  holders=$(lock_holders)
  fail "the lock $lock has been held for $((age / 60)) minutes, since $(date -d "@$holder_since" '+%F %T %Z'), longer than an update can take (UPDATE_LOCK_STALE_MINUTES=$stale_minutes): it was taken by the update with pid ${holder_pid:-unknown} ($state), and is held by ${holders:-a process of another user (as root: fuser -v $lock)}. Stop the process that holds it; no commit is deployed until then"
}

# Opened without truncating it, so that a run finding it held can read the
# holder's record. Only this shell keeps descriptor 9: the run itself goes on
# in a subshell without it (the end of this file), so no process the run
# starts, not even a server that UPDATE_RESTART_COMMAND leaves running, keeps
# the lock after the run.
exec 9<>"$lock"
flock --nonblock 9 || lock_held
printf 'pid=%s\nsince=%s\n' "$$" "$(date +%s)" >"$lock"

remove_release() {
  git -C "$repo" worktree remove --force "$1" 2>/dev/null || rm -rf "$1"
  git -C "$repo" worktree prune
}

# The served release's installed packages, copied into the new release when
# they were installed from the same package-lock.json by the same Node (a
# native addon is built for one Node): `npm install` then finds them up to
# date. A copy, not hard links: npm rewrites node_modules/.package-lock.json
# in place even then (the same inode), which through a hard link would write
# into the served release.
reuse_packages() {
  local from=$releases/$1/node_modules node
  node=$(node --version 2>/dev/null) || return 0
  [[ -d $from && $(cat "$from/.installed-with-node" 2>/dev/null) == "$node" ]] || return 0
  cmp -s "$releases/$1/package-lock.json" "$release/package-lock.json" || return 0
  if cp -a --reflink=auto "$from" "$release/node_modules"; then
    echo "update: reusing the installed packages of $1"
  else
    rm -rf "$release/node_modules"
    echo "update: could not copy the installed packages of $1; installing them afresh"
  fi
}

# E-mails the failure of $commit once: through the served release's compiled
# mailer (the failed release has no build), and remembered only once the SMTP
# server accepted it, so a run that cannot send tries again next time.
mail_failure() {
  local mailed=$logs/$commit.mailed mailer=$current/build/node-server/update-mail.js
  [[ -e $mailed ]] && return 0
  if [[ -z ${SMTP_URL:-} || -z $mail_to ]]; then
    echo "update: nobody is e-mailed about the failed build of $commit: set SMTP_URL and CONTACT_TO (or UPDATE_MAIL_TO)"
    return 0
  fi
  if [[ ! -f $mailer ]]; then
    echo "update: cannot e-mail about the failed build of $commit: the served release has no $mailer; trying again at the next run"
    return 0
  fi
  if (cd "$current" && node "$mailer" --commit "$commit" \
    --subject "$(git -C "$repo" log -1 --format=%s "$commit")" \
    --author "$(git -C "$repo" log -1 --format='%an <%ae>' "$commit")" \
    --log "$log" --served "$served") 2>&1; then
    touch "$mailed"
  else
    echo "update: the e-mail about the failed build of $commit could not be sent; trying again at the next run"
  fi
}

update() {
  git -C "$repo" fetch --quiet origin "+refs/heads/$branch:refs/remotes/origin/$branch" ||
    fail "cannot fetch branch $branch from origin into $repo"
  commit=$(git -C "$repo" rev-parse --verify "refs/remotes/origin/$branch^{commit}")
  served=
  if [[ -L $current ]]; then
    served=$(basename "$(readlink "$current")")
  fi
  if [[ $commit == "$served" ]]; then
    echo "update: $branch is at $commit, which is served; nothing to do"
    exit 0
  fi

  release=$releases/$commit
  log=$logs/$commit.log
  local failed=$logs/$commit.failed

  if [[ -e $failed ]]; then
    mail_failure
    fail "commit $commit failed to build before (log: $log); still serving ${served:-nothing}; remove $failed to try it again"
  fi

  # A folder left by an interrupted run is built again from scratch.
  if [[ -e $release ]]; then
    remove_release "$release"
  fi
  git -C "$repo" worktree add --quiet --detach "$release" "$commit"
  if [[ -n $served ]]; then
    reuse_packages "$served"
  fi

  echo "update: building $commit in $release (log: $log)"
  if ! (cd "$release" && bash -c "$build_command") >"$log" 2>&1; then
    remove_release "$release"
    touch "$failed"
    mail_failure
    fail "build of commit $commit failed, still serving ${served:-nothing}; log: $log"
  fi
  if [[ -d $release/node_modules ]]; then
    node --version >"$release/node_modules/.installed-with-node" 2>/dev/null || true
  fi

  ln -sfn "releases/$commit" "$root/current.next"
  mv -T "$root/current.next" "$current"
  touch "$release"
  echo "update: serving $commit"

  bash -c "$restart_command" || fail "current points at $commit, but the restart failed ($restart_command)"

  find "$releases" -mindepth 1 -maxdepth 1 -type d -printf '%T@ %f\n' | sort -rn |
    tail -n +"$((keep + 1))" | while read -r _ name; do
    if [[ $name != "$commit" ]]; then
      remove_release "$releases/$name"
      rm -f "$logs/$name.log"
      echo "update: removed the old release $name"
    fi
  done
}

(update) 9>&-
