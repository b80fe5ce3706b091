// How a module's actions travel as JCloisterZone replay messages. The .jcz importer and exporter
// (src/data/jcz_*.cpp) know the core's messages (PLACE_TILE, DEPLOY_MEEPLE, PASS, COMMIT, the
// abbot's RETURN_MEEPLE); for anything else they ask the codecs of the game's modules
// (Module::jcz()), so an expansion brings its own mapping in its module file: the dragon's steps
// and the fairy are MOVE_NEUTRAL_FIGURE, the princess is RETURN_MEEPLE with source PRINCESS.
// Codecs see JSON (nlohmann) and our records; meeple ids ("0.small.1") are read and written
// through JczMeeples, which the importer and exporter keep.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>

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

class JczCodec {
public:
    virtual ~JczCodec() = default;
    // Whether this codec reads the message (type and payload, e.g. RETURN_MEEPLE with source
    // PRINCESS); the importer calls unsupported the messages no codec claims.
    virtual bool claims(std::string_view type, const nlohmann::json& payload) const = 0;
    // A claimed message as our action record.
    virtual Result<ActionRecord> read(std::string_view type, const nlohmann::json& payload,
                                      const JczMeeples& meeples) const = 0;
    // Whether JCZ records our pass in this state as a PASS: a step of this module's own that JCZ
    // offers as a choice (the wagon's move after a scoring), not one it plays without asking.
    virtual bool writes_pass(const Ruleset&, const GameState&) const { return false; }
    // One of this module's actions as JCZ's message type and payload.
    virtual Result<std::pair<std::string, nlohmann::ordered_json>> write(const Ruleset& rules, const GameState& state,
                                                                         const Action& action,
                                                                         const JczMeeples& meeples) const = 0;
};

// Shared JCZ vocabulary for codecs (src/data/jcz_mapping.cpp).
namespace jcz {
// {position, feature, location} or JCZ 5's {featurePointer: {...}, meepleId}: the pointer part.
Result<JczFeaturePointer> read_feature_pointer(const nlohmann::json& j);
nlohmann::ordered_json write_feature_pointer(const Ruleset& rules, const GameState& state, Pos pos, int local);
// A meeple pointer ({featurePointer, meepleId}, or flat) as a record of type `type` naming that
// figure: its square, feature, location, figure and owner (the princess's target, a capture).
Result<ActionRecord> read_meeple_pointer(std::string_view type, const nlohmann::json& pointer, const JczMeeples& meeples);
}  // namespace jcz

}  // namespace carc
