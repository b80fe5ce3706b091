#include "board/framing.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "board/board_view.hpp"

namespace carc::app {

namespace {

bool overlaps(const SDL_Rect& a, const SDL_Rect& b) {
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

bool inside(const SDL_Rect& r, const SDL_Rect& area) {
    return r.x >= area.x && r.y >= area.y && r.x + r.w <= area.x + area.w &&
           r.y + r.h <= area.y + area.h;
}

bool free_of(const SDL_Rect& r, const std::vector<SDL_Rect>& panels) {
    return std::none_of(panels.begin(), panels.end(),
                        [&](const SDL_Rect& p) { return overlaps(r, p); });
}

// A target at another tile size: the board scales about the middle of the board's area
// (BoardView::zoom_at there), so the target's distance from it scales with the tile.
SDL_Rect scaled(const SDL_Rect& r, const SDL_Rect& board, float ratio) {
    const float mx = static_cast<float>(board.x) + static_cast<float>(board.w) / 2;
    const float my = static_cast<float>(board.y) + static_cast<float>(board.h) / 2;
    const auto at = [ratio](int v, float mid) {
        return static_cast<int>(std::floor(mid + (static_cast<float>(v) - mid) * ratio));
    };
    const int x0 = at(r.x, mx), y0 = at(r.y, my);
    const int x1 = at(r.x + r.w, mx), y1 = at(r.y + r.h, my);
    return {x0, y0, std::max(1, x1 - x0), std::max(1, y1 - y0)};
}

// The least move that puts `box` inside `area`, when it fits.
std::optional<SDL_Point> move_into(const SDL_Rect& box, const SDL_Rect& area) {
    if (box.w > area.w || box.h > area.h) return std::nullopt;
    const auto shift = [](int lo, int size, int alo, int asize) {
        if (lo < alo) return alo - lo;
        if (lo + size > alo + asize) return alo + asize - (lo + size);
        return 0;
    };
    return SDL_Point{shift(box.x, box.w, area.x, area.w), shift(box.y, box.h, area.y, area.h)};
}

// The least move at zoom `zoom` that puts the first `count` targets, with their margin, into one
// free rectangle; none when no rectangle holds them.
std::optional<SDL_Point> fit_at(const FramingRequest& q, const std::vector<SDL_Rect>& areas,
                                size_t zoom, size_t count) {
    const float ratio =
        static_cast<float>(q.zoom_px[zoom]) / static_cast<float>(q.zoom_px.front());
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    for (size_t i = 0; i < count; ++i) {
        const SDL_Rect t = scaled(q.targets[i], q.board, ratio);
        x0 = i == 0 ? t.x : std::min(x0, t.x);
        y0 = i == 0 ? t.y : std::min(y0, t.y);
        x1 = i == 0 ? t.x + t.w : std::max(x1, t.x + t.w);
        y1 = i == 0 ? t.y + t.h : std::max(y1, t.y + t.h);
    }
    const SDL_Rect box{x0 - q.margin, y0 - q.margin, x1 - x0 + 2 * q.margin, y1 - y0 + 2 * q.margin};
    std::optional<SDL_Point> best;
    double best_d = 0;
    for (const SDL_Rect& a : areas)
        if (const auto m = move_into(box, a)) {
            const double d = std::hypot(m->x, m->y);
            if (!best || d < best_d) {
                best = m;
                best_d = d;
            }
        }
    return best;
}

// The largest tile size (first index) at which the first `count` targets fit, with its move.
std::optional<Framing> frame_first(const FramingRequest& q, const std::vector<SDL_Rect>& areas,
                                   size_t count) {
    for (size_t z = 0; z < q.zoom_px.size(); ++z)
        if (const auto m = fit_at(q, areas, z, count))
            return Framing{z, {static_cast<float>(m->x), static_cast<float>(m->y)}, count};
    return std::nullopt;
}

}  // namespace

bool clear_of_panels(const SDL_Rect& target, const SDL_Rect& board,
                     const std::vector<SDL_Rect>& panels) {
    return inside(target, board) && free_of(target, panels);
}

std::vector<SDL_Rect> free_rects(const SDL_Rect& board, const std::vector<SDL_Rect>& panels) {
    // Every rectangle whose sides lie on the board's or a panel's edges, kept when no panel
    // overlaps it and it cannot grow to the next edge on any side.
    std::vector<int> xs{board.x, board.x + board.w}, ys{board.y, board.y + board.h};
    for (const SDL_Rect& p : panels) {
        for (int x : {p.x, p.x + p.w})
            if (x > board.x && x < board.x + board.w) xs.push_back(x);
        for (int y : {p.y, p.y + p.h})
            if (y > board.y && y < board.y + board.h) ys.push_back(y);
    }
    for (auto* v : {&xs, &ys}) {
        std::sort(v->begin(), v->end());
        v->erase(std::unique(v->begin(), v->end()), v->end());
    }
    const auto is_free = [&](size_t a, size_t b, size_t c, size_t d) {
        return free_of({xs[a], ys[c], xs[b] - xs[a], ys[d] - ys[c]}, panels);
    };
    std::vector<SDL_Rect> out;
    for (size_t a = 0; a + 1 < xs.size(); ++a)
        for (size_t b = a + 1; b < xs.size(); ++b)
            for (size_t c = 0; c + 1 < ys.size(); ++c)
                for (size_t d = c + 1; d < ys.size(); ++d) {
                    if (!is_free(a, b, c, d)) continue;
                    const bool grows = (a > 0 && is_free(a - 1, b, c, d)) ||
                                       (b + 1 < xs.size() && is_free(a, b + 1, c, d)) ||
                                       (c > 0 && is_free(a, b, c - 1, d)) ||
                                       (d + 1 < ys.size() && is_free(a, b, c, d + 1));
                    if (!grows) out.push_back({xs[a], ys[c], xs[b] - xs[a], ys[d] - ys[c]});
                }
    return out;
}

Framing frame_choice(const FramingRequest& q) {
    const size_t n = q.targets.size();
    if (n == 0 || q.zoom_px.empty()) return {};
    // Already framed: the player's view stays as it is.
    if (std::all_of(q.targets.begin(), q.targets.end(),
                    [&](const SDL_Rect& t) { return clear_of_panels(t, q.board, q.panels); }))
        return {0, {}, n};
    const std::vector<SDL_Rect> areas = free_rects(q.board, q.panels);
    if (const auto all = frame_first(q, areas, n)) return *all;
    // Not all of them at any size: the longest run of first targets that fits (fewer targets
    // never need more room, so the answer is found by halving).
    std::optional<Framing> best;
    size_t lo = 1, hi = n - 1;
    while (lo <= hi) {
        const size_t mid = (lo + hi) / 2;
        if (const auto f = frame_first(q, areas, mid)) {
            best = f;
            lo = mid + 1;
        } else {
            if (mid == 0) break;
            hi = mid - 1;
        }
    }
    return best ? *best : Framing{};
}

Framing frame_in_view(const BoardView& view, const std::vector<SDL_Rect>& targets,
                      const std::vector<SDL_Rect>& panels, int min_tile_px, int margin,
                      bool below_min) {
    FramingRequest q;
    q.board = view.viewport();
    q.panels = panels;
    q.targets = targets;
    q.margin = margin;
    const auto sizes_down_to = [&](int floor_px) {
        q.zoom_px.clear();
        for (int level = view.level(); level >= 0; --level) {
            if (level < view.level() && BoardView::level_px(level) < floor_px) break;
            q.zoom_px.push_back(BoardView::level_px(level));
        }
    };
    sizes_down_to(min_tile_px);
    Framing f = frame_choice(q);
    // A board wider (or taller) than its free part at the comfortable sizes: smaller still, down
    // to the smallest, rather than leave targets off the board or under a panel.
    if (below_min && f.framed < targets.size()) {
        sizes_down_to(0);
        if (const Framing smaller = frame_choice(q); smaller.framed > f.framed) f = smaller;
    }
    return f;
}

void apply_framing(BoardView& view, const Framing& f) {
    const SDL_Rect& b = view.viewport();
    if (f.zoom > 0) view.zoom_at(-static_cast<int>(f.zoom), {b.x + b.w / 2, b.y + b.h / 2});
    view.pan(f.pan.x, f.pan.y);
}

bool frame_view(BoardView& view, const std::vector<SDL_Rect>& targets,
                const std::vector<SDL_Rect>& panels, int min_tile_px, int margin) {
    const Framing f = frame_in_view(view, targets, panels, min_tile_px, margin);
    if (!f.moved()) return false;
    apply_framing(view, f);
    return true;
}

int card_height_limit(const SDL_Rect& board, int card_w) {
    const long long fourth_of_board = static_cast<long long>(board.w) * board.h / 4;
    return static_cast<int>(fourth_of_board / std::max(1, card_w));
}

}  // namespace carc::app
