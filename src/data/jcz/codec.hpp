// What an expansion brings to the JCloisterZone exchange: its codec. The .jcz importer and
// exporter (src/data/jcz/*.cpp) know the core's messages (PLACE_TILE, DEPLOY_MEEPLE, PASS, COMMIT)
// and JCZ's vocabulary as tables; every row of those tables and every message of an expansion's
// own comes from the codec of one of our modules, in the module's own folder beside it
// (src/modules/<module>_jcz.cpp), registered by module id in src/data/jcz/codecs.cpp. So no
// central table names an expansion, and the engine's headers know nothing of JCZ.
//
// A codec declares its expansion's vocabulary: the `setup.elements` keys (JczElement), the meeple
// kinds of JCZ's meeple ids (JczMeepleKind), the RETURN_MEEPLE sources (JczReturnSource), the
// feature classes JCZ gives a declared kind of ours (JczDeclaredFeature) and the `setup.rules` its
// options say (JczRule). It reads and writes its module's messages (the dragon's steps and the
// fairy are MOVE_NEUTRAL_FIGURE, the princess is RETURN_MEEPLE with source PRINCESS), says where
// JCZ's turn protocol asks more than our steps, and what JCZ cannot replay. Codecs see JSON
// (nlohmann) and our records; meeple ids ("0.small.1") are read and written through
// JczMeepleIds (meeple_ids.hpp), which the importer and exporter keep and a codec whose figures
// leave the board or wait off it keeps up to date (after_export, after_import): the Tower's
// prisoners and the City's quarters are places there, and neither the importer nor the exporter
// knows them.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "carc/action_def.hpp"
#include "carc/chance.hpp"
#include "carc/result.hpp"
#include "meeple_ids.hpp"

namespace carc {

struct GameState;
struct Ruleset;

// JCloisterZone's generator of chance (its RandomGenerator, a linear congruential generator over a
// number in [0, 1)): JCZ records no outcome, only the number a message sets ("random" of COMMIT,
// DEPLOY_MEEPLE, FLOCK_EXPAND_OR_SCORE…), and every draw takes floor(number × choices) and steps the
// number on. The importer keeps it as JCZ's replay does, so that a codec can tell what JCZ drew.
class JczRandom {
public:
    explicit JczRandom(double start = 0.0) : random_(start) {}
    void set(double random) { random_ = random; }
    // The next whole number below `bound`, as JCZ's getNextInt.
    int next_int(int bound);
    // The number a message must set so that JCZ's next draw of `bound` choices is `index`.
    static double setting_for(int index, int bound) { return (index + 0.5) / bound; }

private:
    double random_;
};

// A figure on the board as a JCZ pointer names it: its square, feature kind and location.
struct JczFeaturePointer {
    Pos pos;
    std::string feature;   // our kind: "city"
    std::string location;  // board-oriented: "NW", "NL.NR", "I"
};

namespace jcz {

// What a JCZ `setup.elements` key means for us.
enum class ElementUse : uint8_t {
    // The value is a number of figures per player (of a neutral figure, the dragon or the fairy:
    // how many are on the table, 1): `target` names the figure of `expansion`.
    // When the figure is switched by options (FigureDef::when), the element sets them; a count
    // other than the rules' becomes a figure count of the setup (Setup::figures).
    Figure,
    // The value is a switch: option `target` of `expansion` is "true" when present, "false" when
    // absent (JCZ deletes elements that are off).
    Switch,
    // A part of `expansion` that JCZ can switch off but ours always has; it must be present
    // whenever the expansion's tiles are in the game, and the export writes it whenever the
    // expansion is (a part may stand on another expansion's tiles: River II's inn and pig herd).
    // `enables` says whether it alone brings the expansion into the game (gardens alone do not:
    // only the abbot can stand in them).
    Part,
};

// How the exporter writes an element's value.
enum class ElementValue : uint8_t { Count, True, One };

}  // namespace jcz

// A JCZ `setup.elements` key and what it means for our expansion (docs/jcz.md, "Elements").
struct JczElement {
    std::string_view element;    // JCZ key: "small-follower", "farmers", "abbot"...
    std::string_view expansion;  // our expansion id
    jcz::ElementUse use;
    // Figure: figure id; Switch: option id; Part: the feature attribute, tile tag or feature kind
    // that stands for it on the tiles ("pig-herd", "portal", "garden"), or "" (the City).
    std::string_view target;
    bool enables;                // present: the expansion is in the game
    jcz::ElementValue value;     // how export writes it
};

// A meeple kind in JCZ meeple ids ("<player>.<kind>.<n>", JCZ's MeepleIdProvider names them after
// the figure's class) and our figure id.
struct JczMeepleKind {
    std::string_view kind;       // "small", "abbot", "big", "builder", "pig", "barn"
    std::string_view expansion;  // our expansion that has the figure
    std::string_view figure;     // our figure id
    // JCZ deploys every figure with DEPLOY_MEEPLE; we place some with an action of their own that
    // names only the pointer's square ("place_barn": the barn at that tile's north-west corner).
    std::string_view placed_by = "deploy";
    // Read, never written: a kind our exporter wrote before JCZ's own engine checked its files
    // ("<player>.pig.<n>" for the barn), read as this figure in a game without the row's usual one.
    bool legacy = false;
    // The kind JCZ's class of this figure extends, for the features that list the kinds standing
    // on them (JczDeclaredFeature::meeple_kinds): JCZ's Phantom is a SmallFollower that may stand
    // wherever a "small" one may (the tower). Empty: the figure's own kind only.
    std::string_view stands_as = "";
};

// A RETURN_MEEPLE source and the figure whose taking back it records (our action "return", which
// the exporter and importer write and read: the meeple ids are theirs).
struct JczReturnSource {
    std::string_view source;     // "ABBOT_RETURN"
    std::string_view figure;     // "abbot"
};

// A kind an expansion declares that JCZ names by a feature class of its own, with the one location
// JCZ gives it (the Tower's foundation: feature "Tower", location "I", the middle of the tile, as
// ours); an empty `location`: the kind keeps the location of the feature it was made of (a castle
// keeps its city's, JCZ's Castle the City's places). `old_location` is also read: a location our exporter wrote before it was checked against
// JCZ's own engine ("TOWER"), so that those files open. `meeple_kinds`: the only kinds of JCZ
// meeple ids JCZ lets stand there (empty: any), which the exporter's refusal calls `meeple_words`.
struct JczDeclaredFeature {
    std::string_view kind;          // our declared kind id: "tower"
    std::string_view feature;       // JCZ: "Tower"
    std::string_view location;      // JCZ: "I"
    std::string_view old_location;  // also read: "TOWER"
    std::vector<std::string_view> meeple_kinds = {};  // "small", "big"
    std::string_view meeple_words = "";                // "meeples and large meeples"
    bool reads(std::string_view loc) const {
        return location.empty() || loc == location || (!old_location.empty() && loc == old_location);
    }
    bool stands(std::string_view meeple_kind) const {
        if (meeple_kinds.empty()) return true;
        for (std::string_view k : meeple_kinds)
            if (k == meeple_kind) return true;
        return false;
    }
};

// One of our option values and the JCZ rule value that says the same.
struct JczRuleValue {
    std::string_view ours;  // our option's value ("" for a rule without an option of ours)
    std::string_view jcz;   // JCZ's value
};

// A JCZ setup rule and the option of the declaring module's expansion that says the same (every
// expansion that lists the module: the River's and River II's `u_turn`). docs/jcz.md, "Rules".
struct JczRule {
    // JCZ's key in setup.rules ("tiny-city-scoring"); empty for a rule JCZ has no setting for and
    // always plays as `jcz_default` (the River's U-turns).
    std::string_view rule;
    // Our option id ("tiny_city"); empty when we have no choice and always play as `values` says
    // (JCZ's "barn-placement": ours is always its "not-occupied").
    std::string_view option;
    // The value JCZ's client assumes when a file leaves the rule out (getDefaultRules in its
    // src/renderer/models/rules.js).
    std::string_view jcz_default;
    // Our values and JCZ's. Empty: the same words on both sides (a JCZ value that is no choice of
    // our option is unsupported on import). Otherwise only the values listed exist for JCZ: our
    // option value without a row is refused on export ("no JCloisterZone counterpart"), a JCZ value
    // without a row is unsupported on import. Two of our values may share one JCZ value only when
    // the later ones forbid a subset of the moves JCZ's reading allows; the import takes the first,
    // and the exporter reads every file back and refuses a game that does not replay as itself
    // under it (JCZ may offer a move where ours offered none: a River tile that fits, a wagon's
    // move). Without an option, the rows' `jcz` are the values we play.
    std::vector<JczRuleValue> values = {};
};

class JczCodec {
public:
    virtual ~JczCodec() = default;

    // --- Vocabulary: the rows of the tables in src/data/jcz/mapping.cpp, gathered from every
    // registered codec in the registry's order (the exporter writes `setup.elements` in that order).
    virtual std::vector<JczElement> elements() const { return {}; }
    virtual std::vector<JczMeepleKind> meeple_kinds() const { return {}; }
    virtual std::vector<JczReturnSource> return_sources() const { return {}; }
    virtual std::vector<JczDeclaredFeature> declared_features() const { return {}; }
    // The JCZ setup rules this module's options say.
    virtual std::vector<JczRule> rules() const { return {}; }

    // --- Messages.
    // Whether this codec reads the message (type and payload, e.g. RETURN_MEEPLE with source
    // PRINCESS); the importer calls unsupported the messages no codec claims.
    virtual bool claims(std::string_view /*type*/, const nlohmann::json& /*payload*/) const { return false; }
    // A claimed message as our action record.
    virtual Result<ActionRecord> read(const Ruleset& /*rules*/, std::string_view type, const nlohmann::json& /*payload*/,
                                      const JczMeepleIds& /*meeples*/) const {
        return error("no codec reads " + std::string(type));
    }
    // One of this module's actions as JCZ's message type and payload; the ids of figures it moves
    // into or out of a place are handed out and taken back here.
    virtual Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& /*rules*/, const GameState& /*state*/,
                                                                         const Action& /*action*/,
                                                                         JczMeepleIds& /*meeples*/) const {
        return error("this module's actions have no JCloisterZone message");
    }
    // Whether this module's action is written as JCZ's PLACE_TILE (of a tile from a player's supply,
    // the abbey; or of the drawn tile with a bridge): it begins a turn part, as placing the drawn
    // tile does.
    virtual bool places_tile(const Action&) const { return false; }
    // Whether that PLACE_TILE is of the drawn tile (with a bridge that makes it fit): JCZ's
    // questions before the tile (the abbey) are answered first, as before a plain placement.
    virtual bool places_drawn_tile(const Action&) const { return false; }
    // Importer: a PLACE_TILE of the drawn tile at `pos` turned `rotation` that our core's placement
    // refuses (its edges do not fit there), as this module's action placing it (with a bridge that
    // makes it fit); nothing when this module does not place it there.
    virtual std::optional<ActionRecord> read_unfitting_placement(const Ruleset&, const GameState&, Pos /*pos*/,
                                                                 int /*rotation*/) const {
        return std::nullopt;
    }

    // --- Meeple ids where this module's figures leave the board or wait off it (JczMeepleIds'
    // places), and the messages JCZ records for choices our engine makes by itself.
    // Exporter, after each action's message (`before` -> `after`, any module's action): the ids this
    // module's rules moved, and the messages JCZ records next that are no action of ours (the Tower:
    // a capture takes the id to the captor's prison; an exchange whose follower JCZ lets the captor
    // choose is EXCHANGE_FOLLOWER), written as the acting player's.
    virtual std::vector<std::pair<std::string, nlohmann::ordered_json>> after_export(const Ruleset& /*rules*/, const GameState& /*before*/,
                                                                                 const GameState& /*after*/, const Action& /*action*/,
                                                                                 JczMeepleIds& /*meeples*/) const {
        return {};
    }
    // Importer, after each record it played (any module's; `after` is the state it led to, `actor`
    // who played it, `payload` the module message it was read from, or null): the same bookkeeping.
    virtual void after_import(const Ruleset& /*rules*/, const GameState& /*after*/, const ActionRecord& /*record*/,
                              const nlohmann::json* /*payload*/, int /*actor*/, JczMeepleIds& /*meeples*/) const {}
    // Importer: a DEPLOY_MEEPLE of a figure waiting in `place` (one of this module's): our action
    // that takes it out of the place onto the feature ("" when this module has no such place).
    virtual std::string_view deploy_from_place(const Ruleset& /*rules*/, const GameState& /*state*/, int /*place*/) const {
        return {};
    }
    // Importer: a claimed message that is JCZ's record of a choice our engine makes by itself (the
    // exchange of prisoners): not played, checked against what our engine did. An error is a
    // malformed payload; a reason, where our game went another way; nothing, the same game.
    virtual bool only_checks(std::string_view /*type*/) const { return false; }
    virtual Result<std::optional<std::string>> check(std::string_view type, const nlohmann::json& /*payload*/,
                                                     const JczMeepleIds& /*meeples*/) const {
        return error("no codec checks " + std::string(type));
    }
    // Importer: a figure's pointer names a feature our data does not have on this module's tile at
    // `pos` (JCZ models the tile otherwise): the reason the game is unsupported, rather than a
    // difference of the game; nothing when this codec does not know the tile.
    virtual std::optional<std::string> unmodelled_feature(const Ruleset&, const GameState&, Pos /*pos*/,
                                                          std::string_view /*feature*/, std::string_view /*location*/) const {
        return std::nullopt;
    }
    // Importer: why our rules cannot play this claimed message in `state`, read before it is played
    // (an abbey placed once the pile is empty), or nothing.
    virtual std::optional<std::string> read_refusal(const Ruleset&, const GameState& /*state*/, std::string_view /*type*/) const {
        return std::nullopt;
    }

    // --- Chance (carc/chance.hpp). Importer: what this module's rules draw while `record` is
    // played in `state`, as JCZ drew it with its generator `random` (a draw of n choices is
    // random.next_int(n)), in the order drawn; nothing when the action draws nothing of this
    // module's. Exporter: the number the action's message must set ("random") so that JCZ draws
    // what our action drew (`after.chance.drawn`), or nothing.
    virtual std::vector<ChanceOutcome> chance_outcomes(const Ruleset&, const GameState& /*state*/, const ActionRecord& /*record*/,
                                                       JczRandom& /*random*/) const {
        return {};
    }
    virtual std::optional<double> random_setting(const Ruleset&, const GameState& /*before*/, const GameState& /*after*/,
                                                 const Action&) const {
        return std::nullopt;
    }
    // Importer: what JCZ drew from this module's sources in the phases after the COMMIT of the
    // action's turn part (the big top's token), with `commit_random` that COMMIT's generator, in the
    // order drawn: as many as our action drew from them when tried (`tried`: the state after the
    // action played with our generator); nothing when it drew none.
    virtual std::vector<ChanceOutcome> commit_chance_outcomes(const Ruleset&, const GameState& /*before*/,
                                                              const GameState& /*tried*/, JczRandom& /*commit_random*/) const {
        return {};
    }
    // Exporter: the number the COMMIT that ends this action's turn part must set ("random") so that
    // JCZ's phases after it draw what our action drew or turned up (the big top's animal token, which
    // JCZ draws when the big top scores: after the COMMIT, or at the end with the last COMMIT's
    // generator), or nothing. The exporter writes it into that COMMIT, written before or after the
    // action.
    virtual std::optional<double> commit_random_setting(const Ruleset&, const GameState& /*before*/, const GameState& /*after*/,
                                                        const Action&) const {
        return std::nullopt;
    }
    // Whether JCZ sets its generator from the "random" of this codec's message of type `type` (it
    // is one of JCZ's RandomChangingMessage: FLOCK_EXPAND_OR_SCORE). The core's COMMIT and
    // DEPLOY_MEEPLE are (jcz::sets_random); JCZ ignores the number in any other message.
    virtual bool sets_random(std::string_view /*type*/) const { return false; }

    // --- Turn protocol.
    // Whether JCZ records our pass in this state as a PASS: a step of this module's own that JCZ
    // offers as a choice (the wagon's move after a scoring), not one it plays without asking. In our
    // figure step: whether JCZ's action phase offers this module's move beside the figure although
    // ours comes in a later step (a tunnel token), so that JCZ waits there whatever the figures.
    virtual bool writes_pass(const Ruleset&, const GameState&) const { return false; }
    // JCZ's turn protocol where this module's phases ask more than ours (docs/jcz.md, "The order of
    // the messages"): whether JCZ asks the current player something before the tile (the abbey:
    // declining it is PASS, then COMMIT); which players JCZ asks, in order, once the last turn is
    // over (the abbeys left: each declines with a PASS); and whether JCZ wants a COMMIT after this
    // action of ours (its ConfirmAction: after a wagon's move, after a player's last move out of
    // the City before a scoring).
    virtual bool asks_before_tile(const Ruleset&, const GameState&) const { return false; }
    // What this module's question before the tile is, in words ("the abbey"), for the importer's
    // report of a PASS there that our game has no question for.
    virtual std::string_view before_tile_question() const { return {}; }
    virtual std::vector<int> asks_at_the_end(const Ruleset&, const GameState&, int /*last_turn_player*/) const { return {}; }
    virtual bool confirms(const Ruleset&, const GameState& /*before*/, const GameState& /*after*/, const Action&) const {
        return false;
    }

    // --- Refusals.
    // What JCZ cannot replay, so that the exporter refuses the game with this reason (docs/jcz.md,
    // "Refusals"): a move of ours JCZ refuses (any action, this module's or another's, in `before`);
    // the game's draws, in order, which JCZ's pack cannot make (its tile groups come one after another).
    virtual std::optional<std::string> refusal(const Ruleset&, const GameState& /*before*/, const Action&) const {
        return std::nullopt;
    }
    virtual std::optional<std::string> draw_refusal(const Ruleset&, const std::vector<TileTypeId>& /*draws*/) const {
        return std::nullopt;
    }
};

// The registry (src/data/jcz/codecs.cpp): the codec of one of our modules by its id, or null.
const JczCodec* find_jcz_codec(std::string_view module_id);
// Every registered codec, in the registry's order.
const std::vector<const JczCodec*>& jcz_codecs();
// The codecs of a game's modules, in the order of its modules.
std::vector<const JczCodec*> jcz_codecs_in(const Ruleset& rules);

// Shared JCZ vocabulary for codecs (src/data/jcz/mapping.cpp).
namespace jcz {
// {position, feature, location} or JCZ 5's {featurePointer: {...}, meepleId}: the pointer part.
Result<JczFeaturePointer> read_feature_pointer(const nlohmann::json& j);
nlohmann::ordered_json write_feature_pointer(const Ruleset& rules, const GameState& state, Pos pos, int local);
// A meeple pointer ({featurePointer, meepleId}, or flat) as a record of type `type` naming that
// figure: its square, feature, location, figure and owner (the princess's target, a capture).
Result<ActionRecord> read_meeple_pointer(std::string_view type, const nlohmann::json& pointer, const JczMeepleIds& meeples);
// A PLACE_TOKEN's token: JCZ's client writes it as a string, its engine as [class name, token];
// "" when the payload has none.
std::string token_of(const nlohmann::json& payload);
// The meeple kind of our figure (never a legacy row), or null.
const JczMeepleKind* meeple_by_figure(std::string_view figure);
}  // namespace jcz

}  // namespace carc
