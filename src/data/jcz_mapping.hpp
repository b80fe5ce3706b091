// The correspondence between JCloisterZone's vocabulary and ours, as tables shared by the .jcz
// importer and exporter: which of our expansions, options and figures a JCZ `setup.elements` key
// stands for, which figure a meeple kind in a meeple id ("0.small.1") names, which of our options a
// JCZ rule sets, and the JCZ names of feature kinds. Tile sets need no table: our tile set ids are
// JCZ's ("basic:2", "river/1:2"), and each set's `when` says which options select it. A row is
// usable only when its expansion is in the loaded catalogue, so a new expansion switches its rows
// on by existing; a row that names an option or figure the expansion does not have is reported as
// unsupported rather than guessed at. The helpers for the draw sequence live here too because the
// exporter writes it and the importer checks it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carc/action.hpp"
#include "carc/catalog.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"

namespace carc::jcz {

// What a JCZ `setup.elements` key means for us.
enum class ElementUse : uint8_t {
    // The value is a number of figures per player: `target` names the figure of `expansion`.
    // When the figure is switched by options (FigureDef::when), the element sets them; a count
    // other than the rules' becomes a figure count of the setup (Setup::figures).
    Figure,
    // The value is a switch: option `target` of `expansion` is "true" when present, "false" when
    // absent (JCZ deletes elements that are off).
    Switch,
    // A part of `expansion` that JCZ can switch off but ours always has; it must be present
    // whenever the expansion's tiles are in the game. `enables` says whether it alone brings the
    // expansion into the game (gardens alone do not: only the abbot can stand in them).
    Part,
};

// How the exporter writes an element's value.
enum class ElementValue : uint8_t { Count, True, One };

struct ElementRow {
    std::string_view element;    // JCZ key: "small-follower", "farmers", "abbot"...
    std::string_view expansion;  // our expansion id
    ElementUse use;
    std::string_view target;     // figure id (Figure) or option id (Switch)
    bool enables;                // present: the expansion is in the game
    ElementValue value;          // how export writes it
};

const std::vector<ElementRow>& element_rows();
const ElementRow* find_element(std::string_view element);

// A name as messages quote it: "BA/C".
inline std::string in_quotes(std::string_view s) { return "\"" + std::string(s) + "\""; }

// Meeple kinds in JCZ meeple ids ("<player>.<kind>.<n>") and our figure ids. JCZ names Abbey &
// Mayor's barn by the pig's kind ("0.pig.1": its BarnCapability numbers the barn with the Pig
// class), so one kind may stand for two of our figures: the one the game has.
struct MeepleRow {
    std::string_view kind;       // "small", "abbot", "big", "builder", "pig"
    std::string_view expansion;  // our expansion that has the figure
    std::string_view figure;     // our figure id
    // JCZ deploys every figure with DEPLOY_MEEPLE; we place some with an action of their own that
    // names only the pointer's square ("place_barn": the barn at that tile's north-west corner).
    std::string_view placed_by = "deploy";
};
const std::vector<MeepleRow>& meeple_rows();
const MeepleRow* meeple_by_kind(std::string_view kind);
const MeepleRow* meeple_by_figure(std::string_view figure);
// The row of `kind` whose figure the game has; null when none, or when the game has two figures
// of that kind (the barn and the pig: JCZ's ids do not tell them apart, see docs/jcz.md).
const MeepleRow* meeple_in_game(std::string_view kind, const Ruleset& rules);
// Two figures of the game that JCZ's meeple ids cannot tell apart ("the pig and the barn"), or "".
std::string ambiguous_figures(const Ruleset& rules);

// JCZ `setup.rules` keys and our options. JCZ writes only rules that differ from its defaults.
struct RuleRow {
    std::string_view rule;         // "tiny-city-scoring"
    std::string_view expansion;    // "base"
    std::string_view option;       // "tiny_city"
    std::string_view jcz_default;  // the value JCZ assumes when the rule is absent
};
const std::vector<RuleRow>& rule_rows();

// Whether JCZ's City placement phase (CocFollowerPhase) asks anything where our City placement
// step waits: it lets no abbot into the City (ours does, into the cathedral quarter: 004:98, 000
// note 13), so when the abbot is all our step offers, JCZ has no such step and writes no PASS.
// True in every other state.
bool jcz_city_placement_has_choice(const Ruleset& rules, const GameState& state);
const RuleRow* find_rule(std::string_view rule);

// The rules whose JCZ values are not our option's values (the rule's RuleRow names the option):
// how the export writes each value of ours, and how a JCZ value reads back (the first row that
// writes it). A rule without rows uses our values as they are. JCZ's `wagon-move`: `C1` is our
// `connected`, `C2` our `nearby`; our default `adjoining` allows a subset of C2's moves and is
// written as C2, which JCZ plays the same way unless C2 offers a wagon a move where ours offered
// none: the export's read-back then refuses the game (docs/jcz.md).
struct RuleValueRow {
    std::string_view rule;  // "wagon-move"
    std::string_view ours;  // "connected"
    std::string_view jcz;   // "C1"
};
const std::vector<RuleValueRow>& rule_value_rows();
std::string rule_value_to_jcz(std::string_view rule, const std::string& ours);
std::string rule_value_from_jcz(std::string_view rule, const std::string& jcz);

// Rules that JCZ always plays one way, with no setting, where we offer a choice: an imported game
// takes JCZ's reading, and an export accepts every value of the option, which is only sound
// because each of our other readings forbids a subset of the moves JCZ's allows (so the game
// replays in JCZ). A row is added only for such an option.
struct FixedRuleRow {
    std::string_view expansion;  // "river"
    std::string_view option;     // "u_turn"
    std::string_view jcz_value;  // "jcz"
};
const std::vector<FixedRuleRow>& fixed_rule_rows();

// RETURN_MEEPLE sources and the figure whose taking back they record.
struct ReturnRow {
    std::string_view source;     // "ABBOT_RETURN"
    std::string_view figure;     // "abbot"
};
const std::vector<ReturnRow>& return_rows();

// JCZ's names for what other expansions bring, so that an unsupported file names what it needs.
std::string jcz_set_expansion_name(std::string_view set_id);  // "abbey-and-mayor:1" -> "abbey-and-mayor"

// Feature pointers: "City" <-> FeatureKind::City ...
std::optional<FeatureKind> feature_from_jcz(std::string_view name);
std::string_view feature_to_jcz(FeatureKind kind);
// The same for a kind of the game: a declared kind "like" a core kind is written as that kind
// (JCZ's shrine is a Monastery with shrine="true" in its tile data).
std::string_view feature_to_jcz(const Catalog& catalog, FeatureKind kind);

// Kinds an expansion declares that JCZ names by a feature class of their own, with the one
// location JCZ gives them (the Tower's foundation: feature "Tower", location "TOWER"; ours is the
// kind "tower" at the middle of the tile, "I").
struct DeclaredFeatureRow {
    std::string_view kind;      // our declared kind id: "tower"
    std::string_view feature;   // JCZ: "Tower"
    std::string_view location;  // JCZ: "TOWER"
};
const std::vector<DeclaredFeatureRow>& declared_feature_rows();
const DeclaredFeatureRow* declared_feature_by_jcz(std::string_view feature);
// The row of the game's kind `kind`, or null (a core kind, or a declared kind JCZ names as a core one).
const DeclaredFeatureRow* declared_feature_of(const Catalog& catalog, FeatureKind kind);
// A feature pointer's location as JCZ writes it: "TOWER" for the tower, else ours ("NW", "I").
std::string location_to_jcz(const Ruleset& rules, const GameState& state, Pos pos, int local);

// The Tower's prisoners by JCZ meeple id, which the importer and the exporter keep alongside the
// game: JCZ appends a captured follower to its captor's list, and gives back the first of a kind
// (exchange) or the one named (ransom). After each action, reconcile() drops from each captor's
// list the first ids of each owner and figure beyond what the game state's prisons hold (an
// exchange, a ransom), and returns them: those meeples are back in their owners' supplies.
class PrisonerIds {
public:
    void captured(std::string meeple_id, int captor);
    std::vector<std::string> reconcile(const Ruleset& rules, const GameState& state);
    std::optional<int> holder(std::string_view meeple_id) const;
    // The first id of `owner`'s `figure` (our figure id) that `captor` holds, or "".
    std::string first(int captor, int owner, std::string_view figure) const;

private:
    struct Held {
        std::string id;
        int captor;
        int owner;
        std::string figure;
    };
    std::vector<Held> held_;  // in the order taken
};

// The figure step as JCZ sees it. JCZ refuses a figure that is no follower (the builder) on a road
// or city that the tile just placed completes ("Feature is completed"); our engine offers it, as
// seed 001 only asks for a follower of the owner there, and the move has no effect: the figure
// comes back at once with the scoring and no second tile follows. These say whether JCZ would offer
// an action of our figure step, and whether its figure step has anything besides passing, so that
// the exporter writes the turn as JCZ records it and the importer reads JCZ's record of it.
bool jcz_refuses(const Ruleset& rules, const GameState& state, const Action& action);
bool jcz_figure_step_has_choice(const Ruleset& rules, const GameState& state);

// The last entry of gameAnnotations.drawOrder that makes JCZ end the game when the order runs out;
// without it JCZ draws on from the rest of its pack.
constexpr std::string_view kEndOfDrawOrder = "#END";

// Rotations: "R90" <-> 1.
std::optional<int> rotation_from_jcz(std::string_view name);

// Player colours: JCZ stores a colour slot per player; these are our colour names by slot.
std::string colour_of_slot(int slot);
int slot_of_colour(const std::string& colour, int fallback);

}  // namespace carc::jcz
