// The correspondence between JCloisterZone's vocabulary and ours, shared by the .jcz importer and
// exporter: which of our expansions, options and figures a JCZ `setup.elements` key stands for,
// which figure a meeple kind in a meeple id ("0.small.1") names, the JCZ names of feature kinds,
// and the JCZ rules of the catalogue's expansions. No table here names an expansion: each row comes
// from the codec of one of our modules (codec.hpp; the registry codecs.cpp gathers them, in its
// order). Tile sets need no table: our tile set ids are JCZ's ("basic:2", "river/1:2"), and each
// set's `when` says which options select it. A row is usable only when its expansion is in the
// loaded catalogue, so a new expansion switches its rows on by existing; a row that names an
// option or figure the expansion does not have is reported as unsupported rather than guessed at.
// The helpers for the draw sequence live here too because the exporter writes it and the importer
// checks it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "carc/action.hpp"
#include "carc/catalog.hpp"
#include "carc/engine.hpp"
#include "carc/ruleset.hpp"
#include "carc/state.hpp"
#include "codec.hpp"

namespace carc::jcz {

// Every codec's elements, in the registry's order.
const std::vector<JczElement>& element_rows();
const JczElement* find_element(std::string_view element);
// The first of `tiles` that carries a part (a Part row's target: a feature attribute, a tile tag
// or a feature kind of that name), or null. A part may stand on another expansion's tiles (River
// II's inn and pig herd), so whether a game has it is a question of its tiles, not its sets.
const TileDef* tile_carrying(const Catalog& catalog, const std::vector<const TileDef*>& tiles, std::string_view part);

// A name as messages quote it: "BA/C".
inline std::string in_quotes(std::string_view s) { return "\"" + std::string(s) + "\""; }

// Every codec's meeple kinds, in the registry's order.
const std::vector<JczMeepleKind>& meeple_rows();
const JczMeepleKind* meeple_by_kind(std::string_view kind);
// meeple_by_figure (codec.hpp): never a legacy row
// The row of `kind` whose figure the game has (a legacy row only when no other row's figure is in
// the game); null when none.
const JczMeepleKind* meeple_in_game(std::string_view kind, const Ruleset& rules);

// JCZ `setup.rules` (JCZ's client saves only the rules that differ from its defaults), as the
// codecs of the catalogue's modules declare them (JczCodec::rules), each with the expansion whose
// option it sets, in catalogue order.
struct DeclaredRule {
    const ExpansionDef* expansion;
    JczRule rule;
};
std::vector<DeclaredRule> declared_rules(const Catalog& catalog);
// JCZ's value for our option value (or, for a rule without an option of ours, the value we play);
// nullopt when JCZ has none.
std::optional<std::string> rule_to_jcz(const JczRule& rule, std::string_view ours);
// Our option value for JCZ's value ("" for a rule without an option of ours); nullopt when we have none.
std::optional<std::string> rule_from_jcz(const JczRule& rule, std::string_view jcz);
// How messages name the rule: JCZ's rule "wagon-move", or JCZ's own reading of "u_turn".
std::string rule_name(const JczRule& rule);

// Every codec's RETURN_MEEPLE sources, in the registry's order.
const std::vector<JczReturnSource>& return_rows();

// JCZ's names for what other expansions bring, so that an unsupported file names what it needs.
std::string jcz_set_expansion_name(std::string_view set_id);  // "abbey-and-mayor:1" -> "abbey-and-mayor"

// Feature pointers: "City" <-> FeatureKind::City ...
std::optional<FeatureKind> feature_from_jcz(std::string_view name);
std::string_view feature_to_jcz(FeatureKind kind);
// The same for a kind of the game: a declared kind "like" a core kind is written as that kind
// (JCZ's shrine is a Monastery with shrine="true" in its tile data).
std::string_view feature_to_jcz(const Catalog& catalog, FeatureKind kind);

// Every codec's declared features: kinds an expansion declares that JCZ names by a feature class of
// their own (the Tower's "Tower"), in the registry's order.
const std::vector<JczDeclaredFeature>& declared_feature_rows();
// A declared kind JCZ names with `feature` at `location`. A class of JCZ's own (the Tower) is its
// row whatever the location (the caller refuses a wrong one); a core class (the Monasteries'
// abbot's place is JCZ's Monastery at AS_ABBOT) only at a location a row reads.
const JczDeclaredFeature* declared_feature_by_jcz(std::string_view feature, std::string_view location);
// The row of the game's kind `kind`, or null (a core kind, or a declared kind JCZ names as a core one).
const JczDeclaredFeature* declared_feature_of(const Catalog& catalog, FeatureKind kind);
// A feature pointer's location as JCZ writes it: a declared kind's row location, else ours ("NW", "I").
std::string location_to_jcz(const Ruleset& rules, const GameState& state, Pos pos, int local);

// The figure step as JCZ sees it. JCZ refuses a figure that is no follower (the builder) on a road
// or city that the tile just placed completes ("Feature is completed"); our engine offers it, as
// seed 001 only asks for a follower of the owner there, and the move has no effect: the figure
// comes back at once with the scoring and no second tile follows. These say whether JCZ would offer
// an action of our figure step, and whether its figure step has anything besides passing, so that
// the exporter writes the turn as JCZ records it and the importer reads JCZ's record of it.
bool jcz_refuses(const Ruleset& rules, const GameState& state, const Action& action);
bool jcz_figure_step_has_choice(const Ruleset& rules, const GameState& state);

// Whether JCZ sets its generator of chance from the "random" of a message of type `type` (its
// RandomChangingMessage): COMMIT, DEPLOY_MEEPLE and the messages a game's codec says
// (JczCodec::sets_random). JCZ draws with the number set last, however many messages come between.
bool sets_random(const Ruleset& rules, std::string_view type);

// Whether `state` waits in a module's step before the turn's tile (the Tower's ransom): such a step
// opens the turn as the tile does (its COMMIT is behind it), and JCZ has no phase there.
bool in_step_before_tile(const Ruleset& rules, const GameState& state);

// Our module steps that JCZ asks nothing in: no codec writes a PASS there (JczCodec::writes_pass)
// and our engine can pass (the Tower's ransom before the tile; a meeple into the City when only
// the abbot could enter it). JCZ goes on without them, so the importer passes them where the file
// goes on, and at its end those after the tile (jcz_pass_unasked_steps); the exporter's read-back
// compares our game past them too (in JCZ the two are one position).
bool jcz_unasked_step(const Ruleset& rules, const GameState& state);
// `state` after our passes of the unasked steps, as JCZ sees it: those after the tile, and with
// `before_tile` those before it too (the importer keeps them at a file's end, where our player may
// still pay a ransom before the tile; in JCZ, which takes it at any moment, both are one position).
// `passes` (when given) counts the passes.
Snapshot jcz_pass_unasked_steps(const Ruleset& rules, Snapshot state, bool before_tile, size_t* passes = nullptr);

// The last entry of gameAnnotations.drawOrder that makes JCZ end the game when the order runs out;
// without it JCZ draws on from the rest of its pack.
constexpr std::string_view kEndOfDrawOrder = "#END";

// Rotations: "R90" <-> 1.
std::optional<int> rotation_from_jcz(std::string_view name);

// Player colours: JCZ stores a colour slot per player; these are our colour names by slot.
std::string colour_of_slot(int slot);
int slot_of_colour(const std::string& colour, int fallback);

}  // namespace carc::jcz
