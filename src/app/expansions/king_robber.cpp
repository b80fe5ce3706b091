// King & Robber on the table (its view, registered in registry.cpp): the holder of the King card
// (the largest completed city) and of the Robber Baron card (the longest completed road) shown on
// their scoreboard rows, a crown and a robber's mask each with the size in tiles a later city or
// road must beat, and a tooltip naming the card. The cards and their sizes are the engine's
// (modules/king_robber.hpp); this file only draws them, for the game screen and the review alike.
#include <algorithm>
#include <string>

#include "modules/king_robber.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

// A point of `box` by fractions of its width and height.
SDL_FPoint box_point(const SDL_Rect& box, float fx, float fy) {
    return {static_cast<float>(box.x) + static_cast<float>(box.w) * fx,
            static_cast<float>(box.y) + static_cast<float>(box.h) * fy};
}

// A golden crown with three points, a pearl on each and a red jewel on the band.
void paint_crown(SDL_Renderer* r, const SDL_Rect& box) {
    const Color gold{232, 186, 44, 255}, rim{122, 82, 14, 255};
    const float w = static_cast<float>(box.w);
    const SDL_FPoint band_tl = box_point(box, 0.10f, 0.52f), band_br = box_point(box, 0.90f, 0.86f);
    fill_convex(r, {box_point(box, 0.10f, 0.66f), box_point(box, 0.18f, 0.20f), box_point(box, 0.36f, 0.54f)}, gold);
    fill_convex(r, {box_point(box, 0.32f, 0.56f), box_point(box, 0.50f, 0.12f), box_point(box, 0.68f, 0.56f)}, gold);
    fill_convex(r, {box_point(box, 0.64f, 0.54f), box_point(box, 0.82f, 0.20f), box_point(box, 0.90f, 0.66f)}, gold);
    fill_rect(r,
              {static_cast<int>(band_tl.x), static_cast<int>(band_tl.y),
               static_cast<int>(band_br.x - band_tl.x), static_cast<int>(band_br.y - band_tl.y)},
              gold);
    const float line = std::max(1.0f, w / 16);
    draw_polyline(r,
                  {box_point(box, 0.10f, 0.86f), box_point(box, 0.10f, 0.66f), box_point(box, 0.18f, 0.20f),
                   box_point(box, 0.35f, 0.52f), box_point(box, 0.50f, 0.12f), box_point(box, 0.65f, 0.52f),
                   box_point(box, 0.82f, 0.20f), box_point(box, 0.90f, 0.66f), box_point(box, 0.90f, 0.86f),
                   box_point(box, 0.10f, 0.86f)},
                  rim, line);
    for (const SDL_FPoint tip : {box_point(box, 0.18f, 0.18f), box_point(box, 0.50f, 0.10f), box_point(box, 0.82f, 0.18f)})
        fill_circle(r, tip.x, tip.y, std::max(1.0f, w * 0.07f), Color{250, 244, 220, 255});
    const SDL_FPoint jewel = box_point(box, 0.50f, 0.70f);
    fill_circle(r, jewel.x, jewel.y, std::max(1.0f, w * 0.09f), Color{196, 36, 40, 255});
}

// A robber's black mask with its eye holes on a parchment card (black alone would vanish on the
// dark panel), the knot's ribbons trailing on the left.
void paint_mask(SDL_Renderer* r, const SDL_Rect& box) {
    const Color card{226, 210, 176, 255}, edge{122, 96, 60, 255}, black{30, 28, 34, 255};
    const float w = static_cast<float>(box.w), h = static_cast<float>(box.h);
    const SDL_FPoint card_tl = box_point(box, 0.02f, 0.08f);
    const SDL_FRect card_rect{card_tl.x, card_tl.y, w * 0.96f, h * 0.84f};
    fill_round_rect(r, card_rect, h * 0.14f, card);
    draw_round_rect(r, card_rect, h * 0.14f, edge, std::max(1.0f, h / 16));
    const float line = std::max(1.0f, h / 12);
    draw_line(r, box_point(box, 0.20f, 0.46f), box_point(box, 0.10f, 0.74f), black, line);
    draw_line(r, box_point(box, 0.20f, 0.46f), box_point(box, 0.18f, 0.80f), black, line);
    const SDL_FPoint tl = box_point(box, 0.14f, 0.30f), br = box_point(box, 0.90f, 0.62f);
    fill_round_rect(r, {tl.x, tl.y, br.x - tl.x, br.y - tl.y}, h * 0.15f, black);
    // A raised brow over each eye: the shape reads as a mask, not as a bar.
    fill_convex(r, {box_point(box, 0.24f, 0.32f), box_point(box, 0.37f, 0.20f), box_point(box, 0.50f, 0.32f)}, black);
    fill_convex(r, {box_point(box, 0.54f, 0.32f), box_point(box, 0.67f, 0.20f), box_point(box, 0.80f, 0.32f)}, black);
    for (const float fx : {0.37f, 0.67f}) {
        const SDL_FPoint c = box_point(box, fx, 0.45f);
        fill_circle(r, c.x, c.y, h * 0.10f, card);
        fill_circle(r, c.x, c.y, std::max(1.0f, h * 0.045f), black);
    }
}

class KingRobberView : public ExpansionView {
public:
    std::string_view module_id() const override { return "king-robber"; }
    void row_items(const Ruleset& rules, const GameState& s, int player,
                   std::vector<RowItem>& out) const override {
        const auto cards = king_robber_cards(rules, s);
        if (!cards) return;
        if (cards->king_holder == player) {
            RowItem king;
            king.paint = &paint_crown;
            king.count = cards->king_size;
            king.tip = app::fill(P_("King: the largest completed city, {count} tile. Whoever completes a "
                               "larger one takes the card.",
                               "King: the largest completed city, {count} tiles. Whoever completes a "
                               "larger one takes the card.",
                               king.count),
                            {{"count", std::to_string(king.count)}});
            king.id = "king";
            out.push_back(std::move(king));
        }
        if (cards->robber_holder == player) {
            RowItem robber;
            robber.paint = &paint_mask;
            robber.width = 1.25f;
            robber.count = cards->robber_size;
            robber.tip = app::fill(P_("Robber Baron: the longest completed road, {count} tile. Whoever "
                                 "completes a longer one takes the card.",
                                 "Robber Baron: the longest completed road, {count} tiles. Whoever "
                                 "completes a longer one takes the card.",
                                 robber.count),
                              {{"count", std::to_string(robber.count)}});
            robber.id = "robber";
            out.push_back(std::move(robber));
        }
    }
};

}  // namespace

const ExpansionView& king_robber_view() {
    static const KingRobberView view;
    return view;
}

}  // namespace carc::app
