// The Tower on the table: each tower drawn on its tile as a stack of stone pieces with its height
// in a badge (the follower on a finished tower stands on top, drawn with the other figures), and
// the capture step's reach (the tower's tile and the squares up to its height away in the four
// straight lines) outlined faintly. The rules and the queries are the engine's (carc/tower.hpp);
// this file only draws them, for the game screen and the review alike.
#pragma once

#include <optional>

#include "board/board_view.hpp"
#include "carc/engine.hpp"

namespace carc::app {

class App;
class TileArt;

// Every tower of the snapshot with at least one piece; nothing without The Tower.
void draw_towers(App& app, BoardView& view, TileArt& art, const Ruleset& rules, const GameState& s);
// The icon of a tower piece (three stacked stones) inside `box`: the supply row and the choice
// of a piece.
void draw_tower_piece_icon(SDL_Renderer* r, const SDL_Rect& box);
// Whether an action puts a tower piece on a tower.
bool is_tower_piece(const Action& a);
// Why a click on the board is no choice, in the Tower's rule, or none: during a capture, a
// follower (index `figure` into s.figures) the tower does not reach; in the figure step, a tower
// (the feature `local` of tile `tile`) that takes no piece (finished, or no pieces left).
std::optional<Message> tower_refusal(const Ruleset& rules, const GameState& s, int tile, int local,
                                     int figure);
// During a capture, the squares the growing tower reaches (none otherwise).
void draw_tower_reach(App& app, BoardView& view, const Ruleset& rules, const GameState& s);

}  // namespace carc::app
