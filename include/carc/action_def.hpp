// What an action type is: the ActionDef interface that the core's own actions (place, deploy,
// return, pass) and every module's actions (move the dragon, move the fairy, remove a knight…)
// implement, and the ActionRecord, the engine-independent form in which saves and imports write
// an action. A definition applies its actions, explains why one is illegal, describes one for the
// log, and converts between actions and records; steps of the turn list them.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "carc/action.hpp"
#include "carc/event.hpp"
#include "carc/message.hpp"
#include "carc/result.hpp"
#include "carc/ruleset.hpp"

namespace carc {

struct GameState;

// An action as a save writes it: named fields that read the same in any engine version. Which
// fields are set depends on the type (docs/save-format.md).
struct ActionRecord {
    std::string type;  // the ActionDef id: "place", "deploy", "return", "pass", "move_dragon"…
    std::string tile;  // place: the drawn tile, checked when given
    std::optional<Pos> pos;     // a board square: where, the tile of a feature, a target
    int rotation = 0;           // place: clockwise quarter turns
    std::string figure;         // a figure id ("follower", "abbot")
    std::string feature;        // a feature kind ("city")
    std::string location;       // a board-oriented location ("NW", "NL.NR", "I")
    std::optional<int> player;  // a player the action names (the owner of a targeted figure)
    std::string place;          // an off-board place id
};

class ActionDef {
public:
    virtual ~ActionDef() = default;
    // The type in saves and records ("move_dragon"); unique among the definitions of a game.
    virtual std::string_view id() const = 0;
    // Carries the action out. The step that listed it has accepted it: no legality check here.
    virtual void apply(const Ruleset&, GameState&, const Action&, Events*) const = 0;
    // Why the action is not legal now, for an action that no step lists. The core asks the
    // definition only after its own checks (is it this definition's step at all?).
    virtual Message why_illegal(const Ruleset&, const GameState&, const Action&) const {
        return Message("that is not possible now");
    }
    // "place BA/C at (0, -1) turned 180°", "move the dragon to (2, 1)".
    virtual Message describe(const Ruleset&, const GameState&, const Action&) const = 0;
    // The record of an action about to be applied to the state, and back.
    virtual ActionRecord record(const Ruleset&, const GameState&, const Action&) const = 0;
    virtual Result<Action> resolve(const Ruleset&, const GameState&, const ActionRecord&) const = 0;
};

// For actions that name one board square and nothing else (a step of the dragon's flight, a
// piece on a tower, an abbey into a hole): the record holds the square, and a record without one
// is refused with `square_missing` ("a dragon's step needs the square it flies to").
class SquareActionDef : public ActionDef {
public:
    explicit constexpr SquareActionDef(std::string_view square_missing)
        : square_missing_(square_missing) {}
    ActionRecord record(const Ruleset&, const GameState&, const Action& a) const override {
        ActionRecord r;
        r.type = std::string(id());
        r.pos = a.pos;
        return r;
    }
    Result<Action> resolve(const Ruleset&, const GameState&, const ActionRecord& r) const override {
        if (!r.pos) return error(std::string(square_missing_));
        return make(*r.pos);
    }
    Action make(Pos pos) const {
        Action a;
        a.def = this;
        a.pos = pos;
        return a;
    }

private:
    std::string_view square_missing_;
};

// For actions that name a figure kind and a feature of the tile at action.pos (deploy, the
// abbot's return, the portal): their record, and the action of `def` back from one.
ActionRecord record_figure_at(std::string_view type, const Ruleset&, const GameState&,
                              const Action&);
Result<Action> resolve_figure_at(const ActionDef& def, const Ruleset&, const GameState&,
                                 const ActionRecord&, Pos pos);

// Shared by definitions that name a feature on a placed tile: its kind and board-oriented
// location in a record, and the local feature back from them (an error names what is missing).
void record_feature(const Ruleset&, const GameState&, Pos pos, int local, ActionRecord& out);
Result<int> resolve_feature(const Ruleset&, const GameState&, Pos pos, const ActionRecord& record);
Result<int> resolve_figure(const Ruleset&, const ActionRecord& record);

}  // namespace carc
