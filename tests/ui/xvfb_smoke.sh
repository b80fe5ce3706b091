#!/usr/bin/env bash
# Smoke test in a real X server: start Xvfb, open the game, click New game and Start with
# xdotool, take a screenshot of the screen and check that the board is drawn where the game
# puts it (many colours around the start tile, not the bare table).
# Usage: xvfb_smoke.sh path/to/carcassonne work-dir
set -euo pipefail
game=$1
work=${2:-$(mktemp -d)}
mkdir -p "$work"
for tool in Xvfb xdotool import convert; do
  command -v "$tool" >/dev/null || { echo "missing $tool (scripts/bootstrap installs it)"; exit 1; }
done

# A free display number, then the server.
display=""
for n in $(seq 90 140); do
  if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then display=":$n"; break; fi
done
[ -n "$display" ] || { echo "no free X display"; exit 1; }
Xvfb "$display" -screen 0 1600x1000x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
prefs="$work/prefs"
rm -rf "$prefs"
game_pid=""
cleanup() {
  [ -n "$game_pid" ] && kill "$game_pid" 2>/dev/null || true
  kill "$xvfb_pid" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY=$display
for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done

CARC_PREF_DIR="$prefs" "$game" --software >"$work/game.log" 2>&1 &
game_pid=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Carcassonne$' | head -1)
[ -n "$window" ] || { echo "the game window did not appear"; cat "$work/game.log"; exit 1; }
sleep 1
eval "$(xdotool getwindowgeometry --shell "$window")"   # WIDTH HEIGHT X Y
echo "window $WIDTH x $HEIGHT at $X,$Y"

# Layout at 1280x800 and scale 1 (see menu_scene.cpp and setup_scene.cpp).
# A busy machine can take a while to draw the next scene, so each click waits for the screen to
# change (up to 15 s) instead of sleeping a fixed time.
click() { xdotool mousemove --window "$window" "$1" "$2"; sleep 0.3; xdotool click 1; }
wait_for_change() {  # before.png after.png
  for _ in $(seq 60); do
    sleep 0.25
    import -window root "$2"
    changed=$(compare -metric AE "$1" "$2" null: 2>&1 || true)
    [ "${changed%% *}" != "0" ] && return 0
  done
  echo "FAIL: the screen did not change after a click"; exit 1
}
import -window root "$work/menu.png"
click $((WIDTH / 2)) $((HEIGHT / 2 - 70 + 25))          # New game
wait_for_change "$work/menu.png" "$work/setup.png"
sleep 0.5
import -window root "$work/setup.png"
click $((WIDTH - 40 - 100)) $((HEIGHT - 84 + 26))        # Start
wait_for_change "$work/setup.png" "$work/game.png"
sleep 1
import -window root "$work/game.png"
kill -0 "$game_pid" || { echo "the game exited"; cat "$work/game.log"; exit 1; }

# The board fills the window left of a 350-pixel panel; the start tile is in its middle.
cx=$((X + (WIDTH - 350) / 2))
cy=$((Y + HEIGHT / 2))
# The empty table with its grid and lit squares has a few dozen colours; tile art has hundreds.
colours=$(convert "$work/game.png" -crop 400x400+$((cx - 200))+$((cy - 200)) +repage -format %k info:)
panel=$(convert "$work/game.png" -crop 200x60+$((X + WIDTH - 330))+$((Y + 10)) +repage -format %k info:)
echo "distinct colours: board $colours, panel $panel (screenshots in $work)"
if [ "$colours" -lt 150 ]; then echo "FAIL: no board drawn around the start tile"; exit 1; fi
if [ "$panel" -lt 10 ]; then echo "FAIL: no scoreboard drawn"; exit 1; fi
echo "xvfb smoke test passed"
