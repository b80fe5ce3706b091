#include "widgets/score_chart.hpp"

#include <algorithm>

#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

int nice_step(int max, int wanted) {
    if (max <= 0 || wanted <= 0) return 1;
    const int raw = std::max(1, max / wanted);
    int base = 1;
    while (base * 10 <= raw) base *= 10;
    for (int m : {1, 2, 5, 10})
        if (base * m >= raw) return base * m;
    return base * 10;
}

std::vector<SDL_Rect> draw_score_chart(App& app, const SDL_Rect& area,
                                       const std::vector<ChartSeries>& series, bool final_point,
                                       int marker) {
    SDL_Renderer* r = app.renderer();
    Text& t = app.text();
    size_t points = 0;
    int top = 10;
    for (const ChartSeries& s : series) {
        points = std::max(points, s.values.size());
        for (int v : s.values) top = std::max(top, v);
    }
    if (points < 2) return {};
    const int ystep = nice_step(top, 5);
    top = (top + ystep - 1) / ystep * ystep;
    const int fpx = app.px(11);
    const int left = app.px(34), bottom = app.px(22), right = app.px(22);
    const SDL_Rect plot{area.x + left, area.y + app.px(6), area.w - left - right,
                        area.h - bottom - app.px(6)};
    auto sx = [&](size_t i) {
        return static_cast<float>(plot.x) +
               static_cast<float>(plot.w) * static_cast<float>(i) / static_cast<float>(points - 1);
    };
    auto sy = [&](int v) {
        return static_cast<float>(plot.y + plot.h) -
               static_cast<float>(plot.h) * static_cast<float>(v) / static_cast<float>(top);
    };
    for (int v = 0; v <= top; v += ystep) {
        fill_rect(r, {plot.x, static_cast<int>(sy(v)), plot.w, 1},
                  Color{255, 255, 255, static_cast<uint8_t>(v ? 22 : 70)});
        t.draw(std::to_string(v), plot.x - app.px(6), static_cast<int>(sy(v)) - fpx * 2 / 3, fpx,
               theme::kTextDim, FontStyle::Regular, Align::Right);
    }
    const size_t turns = final_point ? points - 1 : points;
    const int xstep = nice_step(static_cast<int>(turns), 8);
    for (size_t i = 0; i < turns; i += static_cast<size_t>(xstep)) {
        fill_rect(r, {static_cast<int>(sx(i)), plot.y + plot.h, 1, app.px(4)}, theme::kTextDim);
        // A number that would run into "final" is left out (its tick stays).
        if (final_point && sx(points - 1) - sx(i) < static_cast<float>(app.px(34))) continue;
        t.draw(std::to_string(i), static_cast<int>(sx(i)), plot.y + plot.h + app.px(5), fpx,
               theme::kTextDim, FontStyle::Regular, Align::Center);
    }
    if (final_point)
        t.draw(_("final"), static_cast<int>(sx(points - 1)), plot.y + plot.h + app.px(5), fpx,
               theme::kAccent, FontStyle::Bold, Align::Center);
    if (marker >= 0 && static_cast<size_t>(marker) < points)
        fill_rect(r,
                  {static_cast<int>(sx(static_cast<size_t>(marker))), plot.y,
                   std::max(1, app.px(2)), plot.h},
                  theme::kAccent.with_alpha(160));
    for (const ChartSeries& s : series) {
        std::vector<SDL_FPoint> line;
        for (size_t i = 0; i < s.values.size(); ++i) line.push_back({sx(i), sy(s.values[i])});
        draw_polyline(r, line, Color{0, 0, 0, 120}, static_cast<float>(app.px(4.5f)));
        draw_polyline(r, line, s.color, static_cast<float>(app.px(2.5f)));
    }
    // Chips at the line ends, nudged apart when scores are close, and back up from the plot's
    // bottom (six scores of 0 would hang below the chart, over what follows it).
    std::vector<std::pair<float, const ChartSeries*>> ends;
    for (const ChartSeries& s : series)
        if (!s.values.empty()) ends.emplace_back(sy(s.values.back()), &s);
    std::sort(ends.begin(), ends.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    const float chip = static_cast<float>(app.px(16));
    for (size_t i = 1; i < ends.size(); ++i)
        ends[i].first = std::max(ends[i].first, ends[i - 1].first + chip);
    float lowest = static_cast<float>(plot.y + plot.h);
    for (size_t i = ends.size(); i-- > 0; lowest -= chip) ends[i].first = std::min(ends[i].first, lowest);
    std::vector<SDL_Rect> chips(series.size());
    for (const auto& [y, s] : ends) {
        const SDL_Rect at{plot.x + plot.w + app.px(4), static_cast<int>(y - chip / 2),
                          static_cast<int>(chip), static_cast<int>(chip)};
        draw_player_chip(app, at, s->color, s->ink, s->letter);
        chips[static_cast<size_t>(s - series.data())] = at;
    }
    return chips;
}

}  // namespace carc::app
