#!/usr/bin/env bash
# Installs the already built programs into a temporary DESTDIR (cmake --install, no second build)
# and runs them from there with the source tree and the build folder out of reach: carc-cli
# --version and check-data, carcassonne --version and a --screenshot must use the installed files
# only. The two folders are hidden by empty tmpfs mounts in a private mount namespace (unshare;
# as root, or as a user where user namespaces are allowed); where that is impossible the check says
# so and still requires every folder the programs report to lie in the DESTDIR.
# Usage: install_check.sh CMAKE BUILD_DIR SOURCE_DIR APP_ID
set -euo pipefail
cmake=$1 build=$(realpath "$2") source=$(realpath "$3") app_id=$4

work=$(mktemp -d "${TMPDIR:-/tmp}/carc-install.XXXXXX")
trap 'rm -rf "$work"' EXIT
case "$work/" in "$source/"* | "$build/"*) echo "FAIL: $work lies in the tree it must not see"; exit 1 ;; esac
root="$work/root"
DESTDIR="$root" "$cmake" --install "$build" --prefix /usr >"$work/install.log"
share="$root/usr/share"

# The layout docs/install.md describes.
for f in usr/bin/carcassonne usr/bin/carc-cli \
         usr/share/carcassonne/expansions/base.json usr/share/carcassonne/rules/en/base.md \
         usr/share/carcassonne/demos/city-two-tiles-scores-4.carc.json \
         usr/share/carcassonne/figures/meeple.svg usr/share/carcassonne/fonts/DejaVuSans.ttf \
         "usr/share/applications/$app_id.desktop" "usr/share/metainfo/$app_id.metainfo.xml" \
         "usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
         usr/share/doc/carcassonne/LICENSE; do
  [ -e "$root/$f" ] || { echo "FAIL: not installed: /$f"; exit 1; }
done
for size in 16 24 32 48 64 128 256 512; do
  png="$share/icons/hicolor/${size}x${size}/apps/$app_id.png"
  [ -f "$png" ] || { echo "FAIL: not installed: $png"; exit 1; }
  # The PNG header holds the width and height at bytes 16..23.
  dims=$(od -An -tu1 -j16 -N8 "$png" | tr -s ' ' | sed 's/^ //')
  want="0 0 $((size >> 8)) $((size & 255)) 0 0 $((size >> 8)) $((size & 255))"
  [ "$dims" = "$want" ] || { echo "FAIL: $png is not ${size}x${size} (header bytes: $dims)"; exit 1; }
done
echo "installed: $(find "$root" -type f | wc -l) files"

# What runs with the trees out of reach. Every variable that could point back into them is unset.
cat >"$work/run.sh" <<EOF
set -euo pipefail
cd "$work"
unset CARC_DATA_DIR CARC_ASSETS_DIR
export SDL_VIDEODRIVER=dummy CARC_PREF_DIR="$work/prefs"
if [ -e "$source/data/expansions" ] || [ -e "$build/carc-cli" ]; then echo "source visible"; else echo "source hidden"; fi
"$root/usr/bin/carc-cli" --version
"$root/usr/bin/carc-cli" check-data
"$root/usr/bin/carc-cli" demos | tail -1
"$root/usr/bin/carcassonne" --version
"$root/usr/bin/carcassonne" --screenshot "$work/shot.png" --turns 12 --seed 3
EOF
hide="mount -t tmpfs -o size=1m carc-hidden '$source'"
case "$build/" in "$source/"*) ;; *) hide="$hide && mount -t tmpfs -o size=1m carc-hidden '$build'" ;; esac
hidden=0
if unshare -rm true 2>/dev/null; then
  hidden=1
  unshare -rm bash -c "$hide && bash '$work/run.sh'" >"$work/out.txt" 2>&1 || { cat "$work/out.txt"; echo "FAIL: a program failed"; exit 1; }
else
  echo "note: no private mount namespace here (unshare -rm); the trees stay visible"
  bash "$work/run.sh" >"$work/out.txt" 2>&1 || { cat "$work/out.txt"; echo "FAIL: a program failed"; exit 1; }
fi
cat "$work/out.txt"

installed="$share/carcassonne"
fail() { echo "FAIL: $*"; exit 1; }
[ $hidden = 0 ] || grep -qx "source hidden" "$work/out.txt" || fail "the source tree was still visible"
grep -qx "carc-cli [0-9][0-9.]*" "$work/out.txt" || fail "carc-cli --version printed no version"
grep -qx "carcassonne [0-9][0-9.]*" "$work/out.txt" || fail "carcassonne --version printed no version"
[ "$(grep -c "^data: $installed\$" "$work/out.txt")" = 2 ] || fail "the data folder found is not $installed"
grep -qx "assets: $installed" "$work/out.txt" || fail "the assets folder found is not $installed"
grep -q "basic:2 72 tiles" "$work/out.txt" || fail "check-data did not list the base tiles"
grep -q "^[1-9][0-9]* demos, 0 failed$" "$work/out.txt" || fail "the installed demos were not all found and verified"
[ -f "$work/shot.png" ] || fail "no screenshot written"
[ "$(od -An -tx1 -N8 "$work/shot.png" | tr -d ' ')" = 89504e470d0a1a0a ] || fail "the screenshot is not a PNG"
# A drawn game board, not an empty frame: a 1280x800 PNG of one colour compresses below 10 kB.
size=$(stat -c %s "$work/shot.png")
[ "$size" -gt 100000 ] || fail "the screenshot has only $size bytes: nothing drawn?"
echo "install check passed (screenshot: $size bytes)"
