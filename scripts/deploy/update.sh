#!/usr/bin/env bash
# Serves the newest commit of the branch: fetches it into the clone, checks it
# out into a release folder of its own, installs and builds there, and only
# when that succeeds points `current` at it and restarts the server. A failed
# build leaves `current` and the running site as they were. Run by the
# immersa-update timer (docs/deployment.md, "Updates without logging in").
#
#   <root>/repo               the clone the updater fetches into
#   <root>/releases/<commit>  one checked-out and built commit each (git worktrees of the clone)
#   <root>/current            symlink to the release the server runs
#   <root>/logs/<commit>.log  the install and build output of that commit
#
# Settings (environment):
#   UPDATE_ROOT              default /srv/immersa
#   UPDATE_REPO              default <root>/repo
#   UPDATE_BRANCH            default CMS_BRANCH (the branch the editor commits to), else main
#   UPDATE_KEEP              releases kept, the served one included; default 3
#   UPDATE_BUILD_COMMAND     run in the new release; default npm install (with devDependencies) and npm run build
#   UPDATE_RESTART_COMMAND   default systemctl restart immersa
#   DATABASE_PATH            must be absolute and outside the releases, or contact requests would
#                            stay behind in an old release
set -euo pipefail

root=${UPDATE_ROOT:-/srv/immersa}
repo=${UPDATE_REPO:-$root/repo}
branch=${UPDATE_BRANCH:-${CMS_BRANCH:-main}}
keep=${UPDATE_KEEP:-3}
build_command=${UPDATE_BUILD_COMMAND:-npm install --no-audit --no-fund --include=dev && npm run build}
restart_command=${UPDATE_RESTART_COMMAND:-systemctl restart immersa}

releases=$root/releases
logs=$root/logs
current=$root/current

fail() {
  echo "update: $*" >&2
  exit 1
}

case ${DATABASE_PATH:-} in
  "$releases"/* | "$current"/*) fail "DATABASE_PATH ($DATABASE_PATH) must lie outside the releases" ;;
  /*) ;;
  *) fail "DATABASE_PATH must be an absolute path outside $releases (it is '${DATABASE_PATH:-}')" ;;
esac
[[ $keep =~ ^[1-9][0-9]*$ ]] || fail "UPDATE_KEEP must be a whole number of 1 or more (it is '$keep')"

mkdir -p "$releases" "$logs"
exec 9>"$root/update.lock"
if ! flock --nonblock 9; then
  echo "update: another update is running; nothing to do"
  exit 0
fi

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
failed=$logs/$commit.failed

if [[ -e $failed ]]; then
  fail "commit $commit failed to build before (log: $log); still serving ${served:-nothing}; remove $failed to try it again"
fi

remove_release() {
  git -C "$repo" worktree remove --force "$1" 2>/dev/null || rm -rf "$1"
  git -C "$repo" worktree prune
}

# A folder left by an interrupted run is built again from scratch.
if [[ -e $release ]]; then
  remove_release "$release"
fi
git -C "$repo" worktree add --quiet --detach "$release" "$commit"

echo "update: building $commit in $release (log: $log)"
if ! (cd "$release" && bash -c "$build_command") >"$log" 2>&1; then
  remove_release "$release"
  touch "$failed"
  fail "build of commit $commit failed, still serving ${served:-nothing}; log: $log"
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
