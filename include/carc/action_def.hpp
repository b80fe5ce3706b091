// What an action type is: the ActionDef interface that the core's own actions (place, deploy,
// return, pass) and every module's actions (move the dragon, move the fairy, remove a knight…)
// implement, and the ActionRecord, the engine-independent form in which saves and imports write
// an action. A definition applies its actions, explains why one is illegal, describes one for the
// log, and converts between actions and records; steps of the turn list them.
//
// The open payload: a definition may declare its actions' fields (fields()): named operands that
// live in the action's slots (a square, a feature, a figure…) or in its `value` (a number, a
// choice among named options, a set of them, a tile). A field in `value` is saved by its name
// (ActionRecord::fields), the others under the record's usual keys; record_fields and
// resolve_fields do both for any definition that declares them. A step may list an action whose
// value is open (kOpenValue): the definition's value_range says which values it stands for, and
// sample_values which few of them a bot or a random player tries (docs/architecture.md).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "carc/action.hpp"
#include "carc/event.hpp"
#include "carc/message.hpp"
#include "carc/result.hpp"
#include "carc/ruleset.hpp"

namespace carc {

struct GameState;

// What a declared field is, and so how a record writes it.
enum class FieldKind : uint8_t {
    Square,    // a board square (slot Pos): the record's x and y
    Feature,   // a feature of the tile at the action's square (slot Feature): feature and location
    Figure,    // a figure kind: its id ("follower")
    Rotation,  // quarter turns 0..3
    Player,    // a player's number
    Place,     // an off-board place: its id
    Tile,      // a tile type (slot Value only): its id ("BA/C")
    Number,    // a number (slot Value; or 0 to 127 in slot Player or Place, a row's index beside a bid), saved by name
    Choice,    // one of FieldDef::names (slot Value only): the value is its index, saved as the word
    Set,       // some of FieldDef::names (slot Value only): the value's bit i is names[i]
};
// Where in the Action a field lives.
enum class Slot : uint8_t { Pos, Feature, Figure, Rotation, Player, Place, Value };

struct FieldDef {
    std::string_view name;  // the save's key for a field in Value ("bid", "axis", "row")
    FieldKind kind = FieldKind::Number;
    Slot slot = Slot::Value;
    std::span<const std::string_view> names = {};  // Choice and Set: the words saved
    bool optional = false;  // may be missing from a record (the slot keeps its default)
};

// The values an action listed with kOpenValue stands for: min to max, both included (none when
// max < min).
struct ValueRange {
    int16_t min = 0, max = 0;
    bool contains(int v) const { return v >= min && v <= max; }
};

// A field in a record, as a save holds it: a number, a word, or a list of words.
using FieldValue = std::variant<long long, std::string, std::vector<std::string>>;

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
    // The definition's fields that live in the action's value, by name (save version 5 on). A
    // save's unknown keys of an action land here too, and resolving refuses an undeclared one.
    std::map<std::string, FieldValue> fields;
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

    // The open payload (see the top of this file). The declared fields, in the order a save
    // writes them; a definition that declares fields may implement record and resolve with
    // record_fields and resolve_fields. load_ruleset checks the declarations (each kind in a slot
    // it fits, one field per slot).
    virtual std::span<const FieldDef> fields() const { return {}; }
    // The values an action listed with kOpenValue (all its other operands as `a` has them) stands
    // for in this state.
    virtual ValueRange value_range(const Ruleset&, const GameState&, const Action& /*a*/) const { return {}; }
    // The few values of that range a bot, selfplay or bench tries, appended to `out` in ascending
    // order. By default every value when the range holds at most 8, else min, max and 6 evenly
    // spaced between.
    virtual void sample_values(const Ruleset&, const GameState&, const Action&, std::vector<int16_t>& out) const;
    // Why `a` is refused when a step lists its definition open with every other operand as `a`
    // has them, but `a`'s value is outside `range` (or still open): by default "the number must
    // be 1 to 12"; a definition says it in its own words ("a bid is 1 to 12 points").
    virtual Message out_of_range(const Ruleset&, const GameState&, const Action& a, ValueRange range) const;
    // Whether the action brings its figure (`Action::figure`) out of the acting player's supply
    // onto the board: a deploy, a follower's flight. A rule that allows a second figure in a turn
    // (the phantom) offers the listed actions of this sort for that figure alone.
    virtual bool brings_figure_from_supply() const { return false; }
    // Whether the action, taken as the turn's action, forbids deploying or moving any other figure
    // in the turn (seed 001: the princess that sends a knight home; then no phantom follows).
    virtual bool ends_figure_moves() const { return false; }
};

// Record and resolve for a definition that declares fields(): the fields in the action's own
// slots under the record's usual keys, those in its value by name in ActionRecord::fields. An
// error names the field ("`bid` of bazaar_bid must be a number").
ActionRecord record_fields(const ActionDef&, const Ruleset&, const GameState&, const Action&);
Result<Action> resolve_fields(const ActionDef&, const Ruleset&, const GameState&, const ActionRecord&);
// Why a definition's fields() cannot be: a kind in a slot it does not fit, two fields in one
// slot, a Choice or Set without names (more than 15 for a Set). nullopt when they are sound.
std::optional<std::string> fields_problem(const ActionDef&);
// The first name in `record.fields` that `def` does not declare in its value, as an error
// ("`bid` is not a field of move_dragon"); nullopt when every name is declared.
std::optional<std::string> undeclared_field(const ActionDef& def, const ActionRecord& record);

// For a definition that declares its fields(): its record and resolve are record_fields and
// resolve_fields.
class FieldsActionDef : public ActionDef {
public:
    ActionRecord record(const Ruleset& rules, const GameState& state, const Action& a) const override {
        return record_fields(*this, rules, state, a);
    }
    Result<Action> resolve(const Ruleset& rules, const GameState& state, const ActionRecord& r) const override {
        return resolve_fields(*this, rules, state, r);
    }
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
