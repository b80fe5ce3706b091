// How a module's actions travel as JCloisterZone replay messages. The .jcz importer and exporter
// (src/data/jcz_*.cpp) know the core's messages (PLACE_TILE, DEPLOY_MEEPLE, PASS, COMMIT, the
// abbot's RETURN_MEEPLE); for anything else they ask the codecs of the game's modules
// (Module::jcz()), so an expansion brings its own mapping in its module file: the dragon's steps
// and the fairy are MOVE_NEUTRAL_FIGURE, the princess is RETURN_MEEPLE with source PRINCESS.
// Codecs see JSON (nlohmann) and our records; meeple ids ("0.small.1") are read and written
// through JczMeeples, which the importer and exporter keep. A codec also declares which of JCZ's
// setup rules (`setup.rules`) its expansion's options say (JczRule), so that no central table
// names an expansion: the importer reads every rule of a file through them, the exporter writes
// every rule whose value differs from JCZ's default.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "carc/action_def.hpp"
#include "carc/result.hpp"

namespace carc {

struct GameState;
struct Ruleset;

// A figure on the board as a JCZ pointer names it: its square, feature kind and location.
struct JczFeaturePointer {
    Pos pos;
    std::string feature;   // our kind: "city"
    std::string location;  // board-oriented: "NW", "NL.NR", "I"
};

class JczMeeples {
public:
    virtual ~JczMeeples() = default;
    // "0.small.1" -> player 0 and our figure id ("follower"); an error names what is wrong.
    virtual Result<std::pair<int, std::string>> parse(std::string_view meeple_id) const = 0;
    // The id of the meeple on feature `local` of the tile at pos (exporter), or "".
    virtual std::string id_at(Pos pos, int local) const = 0;
    // The Tower's prisoners: the captor holding the meeple with this id (importer), and the id of
    // the first of `owner`'s `figure`s (our figure id) that `captor` holds (exporter).
    virtual std::optional<int> holder(std::string_view /*meeple_id*/) const { return std::nullopt; }
    virtual std::string prisoner_id(int /*captor*/, int /*owner*/, std::string_view /*figure*/) const { return ""; }
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
    // Whether this codec reads the message (type and payload, e.g. RETURN_MEEPLE with source
    // PRINCESS); the importer calls unsupported the messages no codec claims.
    virtual bool claims(std::string_view /*type*/, const nlohmann::json& /*payload*/) const { return false; }
    // A claimed message as our action record.
    virtual Result<ActionRecord> read(std::string_view type, const nlohmann::json& /*payload*/,
                                      const JczMeeples& /*meeples*/) const {
        return error("no codec reads " + std::string(type));
    }
    // Whether JCZ records our pass in this state as a PASS: a step of this module's own that JCZ
    // offers as a choice (the wagon's move after a scoring), not one it plays without asking.
    virtual bool writes_pass(const Ruleset&, const GameState&) const { return false; }
    // JCZ's turn protocol where this module's phases ask more than ours (docs/jcz.md, "The order of
    // the messages"): whether JCZ asks the current player something before the tile (the abbey:
    // declining it is PASS, then COMMIT); which players JCZ asks, in order, once the last turn is
    // over (the abbeys left: each declines with a PASS); and whether JCZ wants a COMMIT after this
    // action of ours (its ConfirmAction: after a wagon's move, after a player's last move out of
    // the City before a scoring).
    virtual bool asks_before_tile(const Ruleset&, const GameState&) const { return false; }
    virtual std::vector<int> asks_at_the_end(const Ruleset&, const GameState&, int /*last_turn_player*/) const { return {}; }
    virtual bool confirms(const Ruleset&, const GameState& /*before*/, const GameState& /*after*/, const Action&) const {
        return false;
    }
    // What JCZ cannot replay, so that the exporter refuses the game with this reason (docs/jcz.md,
    // "Refusals"): a move of ours JCZ refuses (any action, this module's or another's, in `before`);
    // the game's draws, in order, which JCZ's pack cannot make (its tile groups come one after another).
    virtual std::optional<std::string> refusal(const Ruleset&, const GameState& /*before*/, const Action&) const {
        return std::nullopt;
    }
    virtual std::optional<std::string> draw_refusal(const Ruleset&, const std::vector<TileTypeId>& /*draws*/) const {
        return std::nullopt;
    }
    // One of this module's actions as JCZ's message type and payload.
    virtual Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& /*rules*/, const GameState& /*state*/,
                                                                         const Action& /*action*/,
                                                                         const JczMeeples& /*meeples*/) const {
        return error("this module's actions have no JCloisterZone message");
    }
    // The JCZ setup rules this module's options say.
    virtual std::vector<JczRule> rules() const { return {}; }
};

// Shared JCZ vocabulary for codecs (src/data/jcz/mapping.cpp).
namespace jcz {
// {position, feature, location} or JCZ 5's {featurePointer: {...}, meepleId}: the pointer part.
Result<JczFeaturePointer> read_feature_pointer(const nlohmann::json& j);
nlohmann::ordered_json write_feature_pointer(const Ruleset& rules, const GameState& state, Pos pos, int local);
// A meeple pointer ({featurePointer, meepleId}, or flat) as a record of type `type` naming that
// figure: its square, feature, location, figure and owner (the princess's target, a capture).
Result<ActionRecord> read_meeple_pointer(std::string_view type, const nlohmann::json& pointer, const JczMeeples& meeples);
}  // namespace jcz

}  // namespace carc
