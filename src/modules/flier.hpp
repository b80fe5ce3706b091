// The Flying Machines (issue 34), as their presentation (src/app/expansions/flier.cpp) and codec
// (flier_jcz.cpp) ask about them: which way a placed tile's flying machine points, and the flight
// of this turn (from where, how far the die said, where the follower came down and whether it
// still chooses its feature there).
#pragma once

#include <optional>

#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc {

// One square's step in the direction a flying machine points: (-1, 0) west, (-1, -1) north-west,
// turned with the tile.
struct FlightStep {
    int dx = 0;
    int dy = 0;
};

// The flight of the current turn: the machine's square, the die's roll (1 to 3), the square it
// points at that far, and whether the follower still waits there to choose its feature.
struct Flight {
    Pos machine;
    FlightStep step;
    int distance = 0;
    Pos landing;
    bool choosing = false;
    int figure = -1;  // the follower's kind (index into Ruleset::figures)
};

// Whether the game has the flying machines.
bool has_flying_machines(const Ruleset& rules);
// The direction the flying machine on placed tile `tile` (board index) points, or nothing when
// the tile has none.
std::optional<FlightStep> flying_machine_on(const Ruleset& rules, const GameState& state, int tile);
// This turn's flight, or nothing when no follower flew this turn.
std::optional<Flight> flight_this_turn(const Ruleset& rules, const GameState& state);
// The die's source index (Ruleset::chance_sources), or -1 without the flying machines.
int flier_die_source(const Ruleset& rules);

}  // namespace carc
