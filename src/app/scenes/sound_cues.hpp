// Which sounds an action makes: the one place that maps the engine's events (carc/event.hpp) to
// the table's cues (shell/sound.hpp). A tile put down knocks, a figure placed tocks, a feature
// completed chimes before its score, a score rings higher the more points it gives, the end of the
// game plays a fanfare; an expansion's own events sound as its view says (ExpansionView::
// event_cue). The final count is the end screen's to show and makes no sound of its own. The same
// events come from a person's click and a computer's move, so both sound the same.
#pragma once

#include <vector>

#include "carc/event.hpp"
#include "shell/sound.hpp"

namespace carc::app {

// At most this many cues for one action: a long chain of scorings would otherwise ring on after
// the next move.
inline constexpr size_t kMaxCuesPerAction = 6;

std::vector<Cue> cues_of(const Ruleset& rules, const Events& events);

}  // namespace carc::app
