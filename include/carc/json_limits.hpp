// The limits every reader of a JSON document puts on it before parsing: the size of the file and
// how deeply its arrays and objects nest. A damaged or hostile file (a downloaded .jcz, an edited
// save or data file) is then refused with a sentence instead of exhausting memory or the stack of
// any code that walks the document; the limits are far above anything the program writes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace carc {

constexpr int kMaxJsonDepth = 64;
constexpr size_t kMaxSaveBytes = 32u << 20;      // a save, an autosave, a scenario
constexpr size_t kMaxJczBytes = 32u << 20;       // a JCloisterZone game
constexpr size_t kMaxExpansionBytes = 8u << 20;  // one data/expansions/*.json
constexpr size_t kMaxSettingsBytes = 1u << 20;   // settings.json

// What makes `text` exceed the limits, as a sentence ("the file is 40 MB; at most 32 MB is
// read"), or nothing. Brackets inside strings do not count towards the depth.
std::optional<std::string> json_limits_problem(const std::string& text, size_t max_bytes);
// The sentence for a file of `bytes` over the limit ("the file is 40 MB; at most 32 MB is read").
std::string size_limit_text(uintmax_t bytes, size_t max_bytes);

}  // namespace carc
