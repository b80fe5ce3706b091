// Fuzz target: a saved game (.carc.json) as it may come back damaged from a disk or an editor.
// The reader must refuse it with an error naming the file or give a save; a save replays or is
// refused with the action's number; checking it against its expect block never fails hard; and a
// save of the current version that replays is written and read back to the same file.
#include "data/save.hpp"
#include "fuzz_support.hpp"

using namespace carc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string source = "fuzz.carc.json";
    auto save = parse_save(std::string(reinterpret_cast<const char*>(data), size), source);
    if (!save) {
        fuzz::require(save.error().rfind(source + ": ", 0) == 0,
                      "the error names the file: " + save.error());
        return 0;
    }
    const auto replay = replay_game(fuzz::catalog(), save->game);
    (void)verify_save(*save, replay);
    if (!replay || save->version != kSaveVersion) return 0;
    const std::string written = save_to_json(*save);
    auto again = parse_save(written, "rewritten.carc.json");
    fuzz::require(again.ok(),
                  "a written save reads back: " + (again ? std::string() : again.error()));
    fuzz::require(save_to_json(*again) == written, "a written save reads back the same");
    return 0;
}
