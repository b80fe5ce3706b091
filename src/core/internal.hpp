// Functions shared between the core's own files and not part of the public API.
#pragma once

#include "carc/engine.hpp"

namespace carc {

// True when the figure step offers anything besides passing.
bool figure_step_has_choice(const Ruleset& rules, const GameState& state);
// Scores the features completed by the tile placed this turn and returns their figures.
void score_completed_features(const Ruleset& rules, GameState& state, Events* events);
// The end-of-game count: roads, cities, monasteries, gardens, fields, then the modules'.
void final_scoring(const Ruleset& rules, GameState& state, Events* events);

// "Abbot" -> "abbot", for names inside sentences.
inline std::string lowercase(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
}
// "a road", "an abbot".
inline std::string with_article(const std::string& noun) {
    const bool vowel = !noun.empty() && std::string("aeiouAEIOU").find(noun[0]) != std::string::npos;
    return (vowel ? "an " : "a ") + noun;
}

// Builds the event in place: no temporary Event variant (and no work at all without a sink).
template <class E>
void emit(Events* events, E&& e) {
    if (events) events->emplace_back(std::forward<E>(e));
}

}  // namespace carc
