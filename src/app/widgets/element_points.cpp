#include "widgets/element_points.hpp"

#include <algorithm>

namespace carc::app {

bool ElementPoints::any() const {
    return std::any_of(points.begin(), points.end(), [](int n) { return n != 0; });
}

std::vector<ElementPoints> element_points(const std::vector<ScoreElement>& elements, int players,
                                          const std::vector<const ScoreEvent*>& events) {
    std::vector<ElementPoints> out(static_cast<size_t>(players), ElementPoints{std::vector<int>(elements.size())});
    for (const ScoreEvent* e : events)
        for (size_t k = 0; k < elements.size(); ++k) {
            if (std::find(e->tags.begin(), e->tags.end(), elements[k].tag) == e->tags.end()) continue;
            for (const Award& a : e->awards) {
                int& points = out[static_cast<size_t>(a.player)].points[k];
                if (!elements[k].bonus_only)
                    points += a.points;
                else
                    for (const ScoreTerm& t : a.bonus) points += t.value();
            }
        }
    return out;
}

}  // namespace carc::app
