#include "scenes/sound_cues.hpp"

#include <algorithm>

#include "expansions/expansion_view.hpp"

namespace carc::app {

std::vector<Cue> cues_of(const Ruleset& rules, const Events& events) {
    std::vector<Cue> cues;
    for (const Event& e : events) {
        if (cues.size() >= kMaxCuesPerAction) break;
        if (std::holds_alternative<GameEnded>(e)) {
            cues.push_back({CueKind::GameOver});
            break;
        }
        if (std::holds_alternative<FinalScoringStarted>(e)) {
            // The end screen counts the rest; only the game's end sounds (its event follows).
            if (std::any_of(events.begin(), events.end(),
                            [](const Event& x) { return std::holds_alternative<GameEnded>(x); }))
                cues.push_back({CueKind::GameOver});
            break;
        }
        if (auto own = find_event_cue(rules, e)) {
            cues.push_back(*own);
        } else if (std::holds_alternative<TilePlaced>(e)) {
            cues.push_back({CueKind::TilePlaced});
        } else if (std::holds_alternative<FigureDeployed>(e)) {
            cues.push_back({CueKind::FigurePlaced});
        } else if (const auto* s = std::get_if<ScoreEvent>(&e)) {
            int points = 0;  // the most anyone gets from it: the pitch of the bell
            for (const Award& a : s->awards) points = std::max(points, a.points);
            if (points <= 0) continue;  // nothing to anyone: no sound, as no flash
            if (s->complete && s->is_feature_score()) cues.push_back({CueKind::FeatureCompleted});
            cues.push_back({CueKind::Score, points});
        }
    }
    if (cues.size() > kMaxCuesPerAction) cues.resize(kMaxCuesPerAction);
    return cues;
}

}  // namespace carc::app
