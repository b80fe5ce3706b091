// Traders & Builders on the table (its view, registered in registry.cpp): the trade goods a player
// holds on their scoreboard row, each a dot of the good's colour (wine purple, grain yellow, cloth
// blue) with the count, and a tooltip naming the good and its end-of-game majority. The goods are
// the engine's tokens (GameState's per-player token counts, in Ruleset::tokens order); this file
// only draws them. The goods in a city are the tiles' marks (board/tile_marks.hpp), each on a
// small round badge; a field's pig herd is a mark too, three pigs on trodden earth.
#include <string>

#include "board/svg_paint.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

namespace paint {

using svg::fill;
using svg::num;
using svg::stroke;
using Svg = svg::Writer;

// The round badge the goods stand on.
void goods_badge(Svg& s, Vec2 p) {
    s.raw("<circle cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" r=\"6.5\" " +
          fill("#f6efdc", "stroke=\"#5e432c\" stroke-width=\"0.9\"") + "/>\n");
}

// Grapes.
void wine(Svg& s, Vec2 p, float) {
    goods_badge(s, p);
    static constexpr float gx[] = {-2.2f, 0, 2.2f, -1.1f, 1.1f, 0};
    static constexpr float gy[] = {-1.2f, -1.2f, -1.2f, 0.8f, 0.8f, 2.8f};
    for (int i = 0; i < 6; ++i)
        s.raw("<circle cx=\"" + num(p.x + gx[i]) + "\" cy=\"" + num(p.y + gy[i]) +
              "\" r=\"1.3\" " + fill("#6b2d7a") + "/>\n");
    s.path(
        "M" + num(p.x) + " " + num(p.y - 2.5f) + " L" + num(p.x + 1.5f) + " " + num(p.y - 4.5f),
        stroke("#3f7a2a", 0.9f));
}

// A sheaf of grain.
void grain(Svg& s, Vec2 p, float) {
    goods_badge(s, p);
    for (float dx : {-2.2f, 0.0f, 2.2f}) {
        s.path("M" + num(p.x + dx * 0.4f) + " " + num(p.y + 4) + " L" + num(p.x + dx) + " " +
                   num(p.y - 1),
               stroke("#b38a1e", 0.9f));
        s.raw("<ellipse cx=\"" + num(p.x + dx) + "\" cy=\"" + num(p.y - 2.4f) +
              "\" rx=\"1\" ry=\"2\" " + fill("#e0b437") + "/>\n");
    }
    s.path("M" + num(p.x - 2) + " " + num(p.y + 1.8f) + " L" + num(p.x + 2) + " " +
               num(p.y + 1.8f),
           stroke("#8a5a1a", 0.9f));
}

// A bolt of cloth.
void cloth(Svg& s, Vec2 p, float) {
    goods_badge(s, p);
    s.raw("<rect x=\"" + num(p.x - 3.8f) + "\" y=\"" + num(p.y - 2.6f) +
          "\" width=\"7.6\" height=\"5.2\" rx=\"1.2\" " +
          fill("#3f6fc0", "stroke=\"#22407a\" stroke-width=\"0.6\"") + "/>\n");
    s.path("M" + num(p.x - 3.8f) + " " + num(p.y) + " L" + num(p.x + 3.8f) + " " + num(p.y),
           stroke("#c8d8f2", 0.7f));
}

// One pig standing, facing `dir` (1 east, -1 west), `k` its scale: pink body, head with an ear
// and a snout, four legs and a curly tail, outlined dark so it reads on grass.
void one_pig(Svg& s, Vec2 p, float dir, float k) {
    const std::string outline = "stroke=\"#6e3440\" stroke-width=\"" + num(0.55f * k) + "\"";
    for (float lx : {-2.3f, -0.9f, 1.0f, 2.3f})
        s.path("M" + num(p.x + lx * k * dir) + " " + num(p.y + 1.2f * k) + " L" +
                   num(p.x + lx * k * dir) + " " + num(p.y + 3.3f * k),
               stroke("#6e3440", 0.9f * k));
    s.path("M" + num(p.x - 3.7f * k * dir) + " " + num(p.y - 0.6f * k) + " Q" +
               num(p.x - 5.3f * k * dir) + " " + num(p.y - 1.8f * k) + " " +
               num(p.x - 4.7f * k * dir) + " " + num(p.y - 2.8f * k),
           stroke("#6e3440", 0.6f * k, "fill=\"none\""));
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y) + "\" rx=\"" + num(3.9f * k) +
          "\" ry=\"" + num(2.5f * k) + "\" " + fill("#f4a9b8", outline) + "/>\n");
    const Vec2 head{p.x + 3.9f * k * dir, p.y - 0.9f * k};
    s.raw("<circle cx=\"" + num(head.x) + "\" cy=\"" + num(head.y) + "\" r=\"" + num(1.9f * k) +
          "\" " + fill("#f4a9b8", outline) + "/>\n");
    s.path("M" + num(head.x - 0.9f * k * dir) + " " + num(head.y - 1.3f * k) + " L" +
               num(head.x - 0.2f * k * dir) + " " + num(head.y - 2.8f * k) + " L" +
               num(head.x + 0.5f * k * dir) + " " + num(head.y - 1.5f * k) + " Z",
           fill("#e58a9c", outline));
    s.raw("<ellipse cx=\"" + num(head.x + 1.7f * k * dir) + "\" cy=\"" + num(head.y + 0.3f * k) +
          "\" rx=\"" + num(0.7f * k) + "\" ry=\"" + num(0.9f * k) + "\" " +
          fill("#e07b90", outline) + "/>\n");
    s.raw("<circle cx=\"" + num(head.x + 0.5f * k * dir) + "\" cy=\"" + num(head.y - 0.5f * k) +
          "\" r=\"" + num(0.35f * k) + "\" " + fill("#2a1a1a") + "/>\n");
}

// The pig herd: three pigs on a patch of trodden earth, large enough to read as pigs at the
// board's smallest zoom (a fifth of the tile).
void pig_herd(Svg& s, Vec2 p, float) {
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y + 1.5f) + "\" rx=\"19\" ry=\"13\" " +
          fill("#a88a5c", "fill-opacity=\"0.7\" stroke=\"#7a6040\" stroke-width=\"0.6\"") + "/>\n");
    one_pig(s, {p.x - 7.0f, p.y - 5.0f}, 1, 1.6f);
    one_pig(s, {p.x + 7.5f, p.y - 0.5f}, -1, 1.6f);
    one_pig(s, {p.x - 3.0f, p.y + 6.5f}, 1, 1.45f);
}

}  // namespace paint

// The goods in a city: one badge per token the city gives, after the pennants and a cathedral.
constexpr TileMark kTradersBuildersMarks[] = {
    // The pig herd printed in a field (River II, the Russian promos, GQ11): its rule is this
    // expansion's, so its mark is too; drawn whether or not Traders & Builders is in the game, as
    // the tile's picture shows it.
    {.id = "pig-herd",
     .placement = MarkPlacement::InField,
     .source = "pig-herd",
     .room = 20.0f,
     .draw = &paint::pig_herd,
     .tip = [] {
         return std::string(_("Pig herd: with Traders & Builders, each farmer who wins this field "
                              "scores 1 more per completed city"));
     },
     .words = [](int) { return std::string(C_("tile part", "a pig herd")); }},
    {.id = "wine",
     .placement = MarkPlacement::CityEmblem,
     .source = "wine",
     .per_unit = true,
     .queue = 2,
     .draw = &paint::wine,
     .tip = [] { return std::string(_("Wine: whoever completes this city takes a wine token")); },
     .words = [](int) { return std::string(C_("city part", "wine")); }},
    {.id = "grain",
     .placement = MarkPlacement::CityEmblem,
     .source = "grain",
     .per_unit = true,
     .queue = 3,
     .draw = &paint::grain,
     .tip = [] { return std::string(_("Grain: whoever completes this city takes a grain token")); },
     .words = [](int) { return std::string(C_("city part", "grain")); }},
    {.id = "cloth",
     .placement = MarkPlacement::CityEmblem,
     .source = "cloth",
     .per_unit = true,
     .queue = 4,
     .draw = &paint::cloth,
     .tip = [] { return std::string(_("Cloth: whoever completes this city takes a cloth token")); },
     .words = [](int) { return std::string(C_("city part", "cloth")); }},
};

struct Good {
    std::string_view id;
    const char* name;  // N_() word
    Color color;
};
constexpr Good kGoods[] = {{"wine", N_("Wine"), {140, 60, 160, 255}},
                           {"grain", N_("Grain"), {224, 180, 55, 255}},
                           {"cloth", N_("Cloth"), {70, 120, 200, 255}}};

class TradersBuildersView : public ExpansionView {
public:
    std::string_view module_id() const override { return "traders-builders"; }
    std::span<const TileMark> tile_marks() const override { return kTradersBuildersMarks; }
    void row_items(const Ruleset& rules, const GameState& s, int player,
                   std::vector<RowItem>& out) const override {
        for (size_t k = 0; k < rules.tokens.size() && k < static_cast<size_t>(kMaxTokenKinds); ++k)
            for (const Good& good : kGoods) {
                if (rules.tokens[k] != good.id) continue;
                const int n = s.players[static_cast<size_t>(player)].tokens[k];
                RowItem item;
                item.icon = RowItem::Icon::Dot;
                item.color = good.color;
                item.count = n;
                item.width = 2.0f / 3.0f;
                item.count_gap = 3;
                item.tip = app::fill(
                    P_("{goods}: {count} token (the most of a kind scores 10 at the end)",
                       "{goods}: {count} tokens (the most of a kind scores 10 at the end)", n),
                    {{"goods", tr(good.name)}, {"count", std::to_string(n)}});
                item.id = std::string(good.id);
                item.kind = ScoreboardItem::Kind::Supply;
                out.push_back(std::move(item));
            }
    }
    // The builder grants the second tile: the only one among the supported expansions.
    std::optional<std::string> bonus_turn_note(const Ruleset&, const GameState&) const override {
        return std::string(_("Builder: draw again — a second tile this turn"));
    }
    // The pig's extra points in its field, a part of the field column.
    std::vector<ScoreElement> score_elements() const override { return {{"pig", true, _("pig")}}; }
};

}  // namespace

const ExpansionView& traders_builders_view() {
    static const TradersBuildersView view;
    return view;
}

}  // namespace carc::app
