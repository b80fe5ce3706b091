// Fuzz target: a JCloisterZone saved game (.jcz) as downloaded. The importer must answer with a
// status and, unless the file is fine, a message; a game it imports completely replays through
// our engine, and the file's test assertions can be evaluated on it.
#include "data/jcz.hpp"
#include "fuzz_support.hpp"

using namespace carc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const JczImport imported =
        import_jcz(std::string(reinterpret_cast<const char*>(data), size), fuzz::catalog());
    fuzz::require(imported.ok() == imported.message.empty(),
                  "a message exactly when the import fails");
    if (!imported.ok()) return 0;
    const auto replay = replay_game(fuzz::catalog(), imported.game.record);
    fuzz::require(replay.ok(),
                  "an imported game replays: " + (replay ? std::string() : replay.error()));
    for (const JczAssertion& assertion : imported.game.assertions)
        (void)check_jcz_assertion(*replay, assertion);
    (void)jcz_to_save(fuzz::catalog(), imported.game, "fuzz");
    return 0;
}
