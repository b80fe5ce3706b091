// The parts of the .jcz importer (docs/jcz.md, "How a file is read"), shared by its files:
// import_messages.cpp reads the file and its replay messages (passes 1 and 3),
// import_setup.cpp maps the setup (pass 2), import_draws.cpp chooses how our game draws,
// import_replay.cpp steps our engine through the messages (pass 4), and import.cpp ties
// them together behind src/data/jcz.hpp. Each pass reports its own kind of error by throwing:
// json_read::DataError (Malformed), UnsupportedError and DivergedError, which the entry point turns
// into a JczStatus. Internal to src/data: not part of the engine's API.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "carc/catalog.hpp"
#include "data/jcz.hpp"
#include "codec.hpp"
#include "carc/ruleset.hpp"
#include "mapping.hpp"
#include "data/json_reader.hpp"

namespace carc::jcz_import {

using json_read::DataError;
using json_read::json;
using json_read::ObjectReader;
using jcz::in_quotes;

// Thrown by the passes and turned into a status at the entry point.
struct UnsupportedError : std::runtime_error {
    using std::runtime_error::runtime_error;
};
struct DivergedError : std::runtime_error {
    using std::runtime_error::runtime_error;
};
[[noreturn]] inline void unsupported(const std::string& what) { throw UnsupportedError(what); }
[[noreturn]] inline void diverged(const std::string& what) { throw DivergedError(what); }

// Whether some tile set holds the tile (the abbey comes from the players' supplies instead).
bool in_a_tile_set(const Catalog& catalog, const std::string& tile);

// Required keys, read so that a missing one is reported at the object's own path. (ObjectReader::get
// reports it at "<path>/<path>"; see the note in tests/unit/test_jcz_import.cpp.)
const json& need(ObjectReader& r, const std::string& key);
std::string need_string(ObjectReader& r, const std::string& key);
long long need_integer(ObjectReader& r, const std::string& key);

// "(x, y)"
std::string at(Pos p);

struct JczMessage {
    int index = 0;     // 1-based position in /replay
    std::string path;  // "/replay/3"
    std::string type;
    std::optional<int> player;
    // PLACE_TILE
    std::string tile;
    Pos pos;
    int rotation = 0;
    // DEPLOY_MEEPLE, RETURN_MEEPLE
    FeatureKind kind = FeatureKind::Road;
    std::string feature_name;  // as the file writes it ("City", "Tower")
    std::string location;
    std::string meeple_id;
    int meeple_player = 0;
    std::string figure;  // our figure id
    std::string meeple_kind;  // the id's kind ("small", "pig")
    std::string source;  // RETURN_MEEPLE
    // The number the message sets JCZ's generator of chance to ("random" of COMMIT, DEPLOY_MEEPLE,
    // FLOCK_EXPAND_OR_SCORE…; JczRandom), when it sets one.
    std::optional<double> random;
    // A message of a module's own (the dragon's steps, the fairy, the princess): its codec and
    // payload, read in the replay with the game's meeples.
    const JczCodec* codec = nullptr;
    const json* payload = nullptr;
    const ExpansionDef* codec_expansion = nullptr;  // the expansion whose module reads it

    std::string describe() const {
        std::string s = "message " + std::to_string(index) + " (" + type;
        if (type == "PLACE_TILE") s += " " + tile + " at " + at(pos) + " " + rotation_name(rotation);
        if (type == "DEPLOY_MEEPLE" || type == "RETURN_MEEPLE")
            s += " " + meeple_id + " " + feature_name + " " + location + " at " + at(pos);
        return s + ")";
    }
};

struct JczFile {
    std::string app_version, name, created, game_id;
    const json* setup = nullptr;
    const json* players = nullptr;
    const json* replay = nullptr;   // read after the setup (read_messages)
    std::vector<JczMessage> messages;  // UNDO applied
    std::optional<std::vector<std::string>> draw_order;
    std::optional<long long> end_turn;
    std::optional<uint64_t> our_seed;  // written by our exporter
    bool our_shuffle = false;          // our exporter's game was drawn by that seed
    bool older_save = false;           // our exporter's game was begun in a save of version 2 or older
    std::vector<std::string> out_of_play;  // our exporter's fixed order: the tiles under hills, as taken
    std::string test_description;
    std::vector<std::string> assertions;
    double initial_random = 0.0;  // JCZ's generator of chance at the start ("initialRandom")
};

// Pass 1: the file (its setup, players and replay are read by the later passes).
JczFile read_file(const json& doc);
// Pass 3: the replay messages, UNDO applied.
std::vector<JczMessage> read_messages(const json& replay, const Catalog& catalog);
// "0.small.1" -> player 0 and our figure for kind "small" (into m).
void read_meeple_id(JczMessage& m, const std::string& id, const std::string& path, const Catalog& catalog);

// Pass 2: the setup, players and seed.
Setup read_setup(const JczFile& f, const Catalog& catalog, std::vector<std::string>& notes);
// The start tiles the expansions choose by themselves, as the engine lays them out.
std::vector<StartTile> default_start(const Catalog& catalog, Setup s);
bool same_start(const std::vector<StartTile>& a, const std::vector<StartTile>& b);

// How our game draws, as JCZ's pack does (s.draw_order, s.seed).
void choose_draw_order(const JczFile& f, const Catalog& catalog, Setup& s, std::vector<std::string>& notes);

// Pass 4: our engine plays the messages, filling game.record as it goes, so that a divergence
// leaves the actions up to it.
// `initial_random` and `forced_draws` (the length of the file's draw order, whose draws take no
// number from JCZ's generator) let the codecs tell what JCZ drew from its sources of chance.
void replay_messages(const Ruleset& rules, const Catalog& catalog, JczGame& game, const std::vector<JczMessage>& messages,
                     double initial_random, std::optional<size_t> forced_draws);

}  // namespace carc::jcz_import
