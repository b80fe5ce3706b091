// Actions: everything a player can do, as small flat values. An action points to its definition
// (an ActionDef: the core's place, deploy, return and pass, or one a module declares, such as
// moving the dragon) and carries the few operands actions need: a board square, a feature of the
// tile there, a figure kind, a rotation, a player and an off-board place. The definition says what
// they mean and everything else about the action: how it is applied, why it is illegal when it is
// not listed, how the log describes it and how a save records it. Actions name tiles and features
// by board position and local feature index; records name them by tile id and board-oriented
// location, so saves read the same in any engine version. (Taking the abbot back is the Abbot
// module's action, as the dragon's steps are the dragon's.) A definition may also give meaning
// to one more number, `value` (a bid, an index into a row of tiles, a choice among named
// options, a set of them as bits), and a step may list an action whose value is open
// (kOpenValue: any value of the definition's range) instead of listing every value.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carc/geometry.hpp"

namespace carc {

class ActionDef;

struct Action {
    const ActionDef* def = nullptr;
    Pos pos;               // a board square: where a tile goes, the tile of a feature, a target
    int16_t feature = -1;  // a feature of the tile at pos (local index)
    int8_t figure = -1;    // a figure kind (index into Ruleset::figures)
    int8_t rotation = 0;   // clockwise quarter turns of a tile
    int8_t player = -1;    // a player the action names (the owner of a figure it targets)
    int8_t place = -1;     // an off-board place (index into Ruleset::places)
    int16_t value = 0;     // a number the definition's fields give meaning to (ActionDef::fields)
    friend bool operator==(const Action&, const Action&) = default;
};
// Legal lists hold dozens of actions per decision and bots copy them by the thousand: `value` sits
// in what was padding, and the action stays as small as it was.
static_assert(sizeof(Action) == 24, "actions fill legal lists: keep them small");
using ActionList = std::vector<Action>;

// In a listed action: "any value of the definition's range" (ActionDef::value_range). Such an
// entry is never applied as it is; concrete_actions (carc/engine.hpp) turns it into values.
inline constexpr int16_t kOpenValue = std::numeric_limits<int16_t>::min();

// The core's action definitions.
namespace core_actions {
extern const ActionDef& place;   // the drawn tile at pos, rotated
extern const ActionDef& deploy;  // a figure from the supply onto a feature of the tile at pos
extern const ActionDef& pass;    // no figure this turn
}  // namespace core_actions

inline Action place_action(Pos pos, int rotation) {
    Action a;
    a.def = &core_actions::place;
    a.pos = pos;
    a.rotation = static_cast<int8_t>(rotation);
    return a;
}
inline Action deploy_action(int figure, Pos tile, int feature) {
    Action a;
    a.def = &core_actions::deploy;
    a.pos = tile;
    a.feature = static_cast<int16_t>(feature);
    a.figure = static_cast<int8_t>(figure);
    return a;
}
inline Action pass_action() {
    Action a;
    a.def = &core_actions::pass;
    return a;
}
inline bool is_place(const Action& a) { return a.def == &core_actions::place; }
inline bool is_deploy(const Action& a) { return a.def == &core_actions::deploy; }
inline bool is_pass(const Action& a) { return a.def == &core_actions::pass; }

}  // namespace carc
