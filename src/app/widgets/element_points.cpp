#include "widgets/element_points.hpp"

#include <algorithm>

namespace carc::app {

std::vector<ElementPoints> element_points(int players, const std::vector<const ScoreEvent*>& events) {
    std::vector<ElementPoints> out(static_cast<size_t>(players));
    for (const ScoreEvent* e : events) {
        const auto tagged = [&](std::string_view tag) {
            return std::find(e->tags.begin(), e->tags.end(), tag) != e->tags.end();
        };
        const bool inn = tagged("inn"), cathedral = tagged("cathedral"), pig = tagged("pig");
        for (const Award& a : e->awards) {
            ElementPoints& p = out[static_cast<size_t>(a.player)];
            if (inn) p.inn_roads += a.points;
            if (cathedral) p.cathedral_cities += a.points;
            if (pig)
                for (const ScoreTerm& t : a.bonus) p.pig += t.value();
        }
    }
    return out;
}

}  // namespace carc::app
