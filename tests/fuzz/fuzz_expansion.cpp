// Fuzz target: an expansion data file (data/expansions/*.json) as the player may have edited it.
// The reader and validator must refuse anything wrong with an error naming the file; a file they
// accept must pass the cross-file checks beside the real catalogue or be refused there, and one
// that passes both must set up a game with the base game whose first turn lists its actions.
#include <algorithm>

#include "carc/engine.hpp"
#include "fuzz_support.hpp"

using namespace carc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string source = "fuzz-expansion.json";
    auto parsed = parse_expansion(std::string(reinterpret_cast<const char*>(data), size), source);
    if (!parsed) {
        fuzz::require(parsed.error().rfind(source + ": ", 0) == 0,
                      "the error names the file: " + parsed.error());
        return 0;
    }
    Catalog changed = fuzz::catalog();
    auto same_id = std::find_if(changed.expansions.begin(), changed.expansions.end(),
                                [&](const ExpansionDef& e) { return e.id == parsed->id; });
    if (same_id != changed.expansions.end())
        *same_id = *parsed;
    else
        changed.expansions.push_back(*parsed);
    if (!validate_catalog(changed)) return 0;

    Setup setup;
    setup.expansions = {"base"};
    if (parsed->id != "base") setup.expansions.push_back(parsed->id);
    setup.players = {{"A", "red", ""}, {"B", "blue", ""}};
    setup.seed = 1;
    auto rules = load_ruleset(setup, changed);
    if (!rules) return 0;
    GameState state = initial_state(*rules, nullptr);
    ActionList legal;
    legal_actions(*rules, state, legal);
    fuzz::require(state.phase == Phase::GameOver || !legal.empty(),
                  "a game that is not over offers an action");
    return 0;
}
