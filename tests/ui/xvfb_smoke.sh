#!/usr/bin/env bash
# Smoke test in a real X server without a window manager: start Xvfb, open the game and play a
# whole three-player game of each expansion asked for (default base, river, abbot,
# inns-cathedrals, traders-builders, princess-dragon; "a+b" is one game of both together) by clicks
# and keys only, through xdotool. The game writes its top scene, the
# widgets and a lit square to click to $CARC_TRACE whenever they change; the script reads where
# to click from there, never from the engine. Along the way: squares placed by clicking and by
# Tab/Enter, figures by number keys, the dragon's flights by clicking its lit tiles' markers and
# by number keys, a take-back followed by a click on a lit square and keys (the focus case of
# issue 15), the window shrunk below its minimum, and screenshots checked for
# a drawn board and scoreboard. The game speaks German (--lang de): the script clicks by widget
# ids, and the longest of the languages shows no text over another in a real window either.
# Usage: xvfb_smoke.sh path/to/carcassonne work-dir [EXPANSION...]
#   The expansions whose whole game is played (default: all six, one game each, about six minutes
#   on two cores). ctest plays one game of river+traders-builders+princess-dragon (the river's
#   placements, the builder's double turns and the dragon's steps in one game of 138 tiles), to
#   keep scripts/test within its 20 minutes; the others play the same clicks and keys
#   (docs/reliability.md).
set -euo pipefail
game=$1
work=${2:-$(mktemp -d)}
shift $(( $# < 2 ? $# : 2 ))
expansions=("$@")
[ ${#expansions[@]} -gt 0 ] || expansions=(base river abbot inns-cathedrals traders-builders princess-dragon)
mkdir -p "$work"
for tool in Xvfb xdotool import convert; do
  command -v "$tool" >/dev/null || { echo "missing $tool (scripts/bootstrap installs it)"; exit 1; }
done

# The server picks a free display itself and writes its number once it accepts clients
# (-displayfd): probing /tmp/.X*-lock raced with other runs on the same machine (two ctest runs
# took the same number), and a fixed wait ran out on a loaded machine.
displayfd_file="$work/xvfb.display"
rm -f "$displayfd_file"
Xvfb -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$displayfd_file" >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
display=""
for _ in $(seq 600); do
  if [ -s "$displayfd_file" ]; then display=":$(tr -d '[:space:]' <"$displayfd_file")"; break; fi
  kill -0 "$xvfb_pid" 2>/dev/null || break
  sleep 0.1
done
[ "$display" != ":" ] && [ -n "$display" ] || { echo "Xvfb did not start within 60 s:"; cat "$work/xvfb.log"; kill "$xvfb_pid" 2>/dev/null; exit 1; }
prefs="$work/prefs"
trace="$work/trace.txt"
rm -rf "$prefs" "$trace"
game_pid=""
cleanup() {
  [ -n "$game_pid" ] && kill "$game_pid" 2>/dev/null || true
  kill "$xvfb_pid" 2>/dev/null || true
  wait 2>/dev/null || true
}
trap cleanup EXIT
export DISPLAY=$display
# A real window is the point: a dummy video driver inherited from the headless tests' environment
# (SDL_VIDEODRIVER=dummy ctest) would open none, and the wait below would end in "did not appear".
unset SDL_VIDEODRIVER
xdotool getdisplaygeometry >/dev/null || { echo "the X server $display answers no client"; cat "$work/xvfb.log"; exit 1; }

CARC_TRACE="$trace" CARC_PREF_DIR="$prefs" "$game" --software --lang de >"$work/game.log" 2>&1 &
game_pid=$!
window=$(timeout 20 xdotool search --sync --onlyvisible --name '^Carcassonne$' | head -1)
[ -n "$window" ] || { echo "the game window did not appear"; cat "$work/game.log"; exit 1; }
fail() { echo "FAIL: $*"; echo "--- last trace block:"; block; cat "$work/game.log"; exit 1; }

# The last complete block of the trace: "scene NAME", "widget ID X Y W H CHECKED" lines, the
# scene's note ("game N tile|figure|over", "cell X Y"), then "end".
block() { awk '/^scene /{b=""} {b=b $0 "\n"} /^end$/{last=b} END{printf "%s", last}' "$trace" 2>/dev/null; }
scene() { block | awk '/^scene /{print $2}'; }
widget() { block | awk -v id="$1" '$1=="widget" && $2==id {print int($3+$5/2), int($4+$6/2), $7}'; }
game_state() { block | awk '$1=="game"{print $2, $3}'; }
cell() { block | awk '$1=="cell"{print $2, $3}'; }

# Waits until the trace shows something new (the game has drawn the result of an input).
wait_change() {  # previous block
  for _ in $(seq 400); do
    [ "$(block)" != "$1" ] && return 0
    sleep 0.025
  done
  fail "the window did not react"
}
click_at() { xdotool mousemove --window "$window" "$1" "$2" click 1; }
click_and_wait() {  # x y: a click, then the window's reaction
  local before
  before=$(block)
  click_at "$1" "$2"
  wait_change "$before"
}
click_widget() {  # id
  local before pos
  before=$(block)
  pos=$(widget "$1")
  [ -n "$pos" ] || fail "no widget $1 on the $(scene) screen"
  set -- $pos
  click_at "$1" "$2"
  wait_change "$before"
}
press() {  # key names for xdotool
  local before
  before=$(block)
  xdotool key --delay 15 "$@"
  wait_change "$before"
}
wait_scene() {  # name
  for _ in $(seq 600); do [ "$(scene)" = "$1" ] && return 0; sleep 0.05; done
  fail "expected the $1 screen, got $(scene)"
}

wait_scene menu
sleep 0.5
eval "$(xdotool getwindowgeometry --shell "$window")"   # WIDTH HEIGHT X Y
echo "window $WIDTH x $HEIGHT at $X,$Y"

# Without a window manager nothing keeps a minimum size: the game does.
xdotool windowsize "$window" 320 200
sleep 1
eval "$(xdotool getwindowgeometry --shell "$window")"
[ "$WIDTH" -ge 800 ] && [ "$HEIGHT" -ge 560 ] || fail "the window shrank to $WIDTH x $HEIGHT"
xdotool windowsize "$window" 1280 800
sleep 0.5

play_game() {  # expansion
  local expansion=$1 turn=0 took_back=0 state action phase last_action=-1 stuck=0 steps=0
  click_widget new
  wait_scene setup
  # Three seats, and exactly the base game and this expansion switched on.
  while [ -z "$(widget remove2)" ]; do click_widget add; done
  while [ -n "$(widget remove3)" ]; do click_widget remove3; done
  for id in base river abbot inns-cathedrals traders-builders princess-dragon; do
    local want=0
    { [ "$id" = base ] || [[ "+$expansion+" == *"+$id+"* ]]; } && want=1
    local pos tries=0
    pos=$(widget "exp:$id")
    # Scrolled away: the wheel over the list, up to its top first, then down all of it (the list
    # of expansions outgrew twenty steps either way of where the last switch was).
    while [ -z "$pos" ] && [ $tries -lt 100 ]; do
      xdotool mousemove --window "$window" $((WIDTH * 3 / 4)) $((HEIGHT / 2)) click $([ $tries -lt 30 ] && echo 4 || echo 5)
      sleep 0.1
      pos=$(widget "exp:$id")
      tries=$((tries + 1))
    done
    [ -n "$pos" ] || fail "no switch for $id"
    set -- $pos
    [ "$3" = "$want" ] || click_widget "exp:$id"
  done
  click_widget start
  wait_scene game
  while true; do
    [ "$(scene)" = end ] && break
    state=$(game_state)
    [ -n "$state" ] || { sleep 0.05; continue; }
    set -- $state
    action=$1 phase=$2
    if [ "$action" = "$last_action" ]; then
      stuck=$((stuck + 1))
      [ $stuck -lt 200 ] || fail "the game stopped at action $action ($phase)"
    else
      stuck=0
    fi
    last_action=$action
    case $phase in
      over) sleep 0.1 ;;
      step)
        # A module's step (the dragon's flight): a lit tile's marker clicked, or its number.
        steps=$((steps + 1))
        local m
        m=$(block | awk '$1=="marker"{print $2, $3}')
        if [ $((steps % 2)) -eq 0 ] && [ -n "$m" ]; then
          set -- $m
          click_and_wait "$1" "$2"
        else
          press 1
        fi
        ;;
      tile)
        turn=$((turn + 1))
        local lit
        lit=$(cell)  # read once: the trace may move on between two reads
        if [ $((turn % 3)) -eq 0 ] && [ -n "$lit" ]; then
          set -- $lit
          click_and_wait "$1" "$2"
        else
          press Tab Return
        fi
        ;;
      figure)
        if [ $took_back -eq 0 ] && [ "$turn" -ge 3 ]; then
          # Take the tile back, click a lit square, then go on with keys.
          took_back=1
          press BackSpace
          [ "$(game_state | awk '{print $2}')" = tile ] || fail "Backspace did not take the tile back"
          local c
          c=$(cell)
          [ -n "$c" ] || fail "no lit square to click after the take-back"
          set -- $c
          click_and_wait "$1" "$2"
          [ "$(game_state | awk '{print $2}')" = figure ] || fail "the click after a take-back was ignored"
          press space
          [ "$(game_state | awk '{print $2}')" = tile ] || fail "keys stopped after the take-back"
        elif [ $((turn % 2)) -eq 0 ] && [ "$(block | awk '$1=="places"{print $2}')" != 0 ]; then
          press 1
          # Several figures fit on that place: the first of them; nothing happened: skip.
          if [ "$(game_state)" = "$action figure" ]; then press 1; fi
          if [ "$(game_state)" = "$action figure" ]; then press space; fi
        else
          press space
        fi
        ;;
    esac
  done
  wait_scene end
  sleep 0.3
  import -window root "$work/end-$expansion.png"
  xdotool key Return     # the final count to its end
  sleep 0.3
  click_widget menu      # Main menu
  wait_scene menu
  echo "$expansion: a whole game played ($turn tile steps, $steps module steps)"
  if [[ "+$expansion+" == *"+princess-dragon+"* ]] && [ "$steps" -eq 0 ]; then
    fail "no dragon flight in the princess-dragon game"
  fi
}

for expansion in "${expansions[@]}"; do
  play_game "$expansion"
done

# The last game's autosave is a finished game; every game left its own slot.
slots=$(ls "$prefs/autosave" | wc -l)
[ "$slots" -eq ${#expansions[@]} ] || fail "expected ${#expansions[@]} autosave slots, found $slots"

# A new game on screen: the board is drawn where the game puts it (many colours around the start
# tile, not the bare table) and the scoreboard is there.
click_widget new
wait_scene setup
click_widget start
wait_scene game
sleep 1
import -window root "$work/game.png"
eval "$(xdotool getwindowgeometry --shell "$window")"
cx=$((X + (WIDTH - 350) / 2))
cy=$((Y + HEIGHT / 2))
colours=$(convert "$work/game.png" -crop 400x400+$((cx - 200))+$((cy - 200)) +repage -format %k info:)
panel=$(convert "$work/game.png" -crop 200x60+$((X + WIDTH - 330))+$((Y + 10)) +repage -format %k info:)
echo "distinct colours: board $colours, panel $panel (screenshots in $work)"
if [ "$colours" -lt 150 ]; then fail "no board drawn around the start tile"; fi
if [ "$panel" -lt 10 ]; then fail "no scoreboard drawn"; fi
echo "xvfb smoke test passed"
