// The Princess & the Dragon on the table (its view, registered in registry.cpp): the marks of its
// tiles (board/tile_marks.hpp), a volcano where a lone road ends and the dragon's and the magic
// portal's badges, the princess on her city part, each named on the board's tooltip; and on the
// scoreboard the fairy beside the row of the player whose follower it stands by, with where the
// dragon is as a neutral item.
#include <string>

#include "board/svg_paint.hpp"
#include "modules/princess_dragon.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

namespace paint {

using svg::badge;
using svg::circle;
using svg::fill;
using svg::num;
using svg::stroke;
using svg::symbol_path;
using Svg = svg::Writer;

// The volcano: a dark cone with glowing lava in its crater and smoke above, radius r.
void volcano(Svg& s, Vec2 p, float r) {
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y + 0.62f * r) + "\" rx=\"" +
          num(1.08f * r) + "\" ry=\"" + num(0.22f * r) +
          "\" fill=\"#2a1d12\" fill-opacity=\"0.28\"/>\n");
    const std::string line = "stroke=\"#3a2616\" stroke-width=\"0.9\" stroke-linejoin=\"round\"";
    s.path(symbol_path(p, r,
                       {"M", -1.0f, 0.6f, "Q", -0.55f, 0.12f, -0.32f, -0.52f, "L", 0.32f, -0.52f,
                        "Q", 0.55f, 0.12f, 1.0f, 0.6f, "Z"}),
           fill("#7d5538", line));
    s.path(symbol_path(p, r, {"M",  0.06f, -0.52f, "L",  0.32f, -0.52f, "Q",  0.55f, 0.12f,  1.0f,
                              0.6f, "L",   0.38f,  0.6f, "Q",   0.3f,   0.0f, 0.06f, -0.52f, "Z"}),
           fill("#5e3d26"));
    s.path(symbol_path(p, r,
                       {"M", -0.12f, -0.5f, "Q", -0.26f, -0.2f, -0.14f, -0.05f, "T", -0.3f, 0.3f}),
           stroke("#ff6b18", 0.13f * r));
    s.path(symbol_path(p, r, {"M", 0.13f, -0.5f, "Q", 0.26f, -0.28f, 0.2f, -0.1f}),
           stroke("#ff8a22", 0.11f * r));
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y - 0.53f * r) + "\" rx=\"" +
          num(0.34f * r) + "\" ry=\"" + num(0.11f * r) + "\" " + fill("#ff7a1c", line) + "/>\n");
    s.raw("<ellipse cx=\"" + num(p.x) + "\" cy=\"" + num(p.y - 0.54f * r) + "\" rx=\"" +
          num(0.18f * r) + "\" ry=\"" + num(0.05f * r) + "\" " + fill("#ffd84a") + "/>\n");
    // Smoke rises from the crater, and drifts lower when the tile's edge is near.
    const std::string smoke =
        "fill=\"#a49d94\" fill-opacity=\"0.9\" stroke=\"#6f6a63\" stroke-width=\"0.5\"";
    const float rise = std::clamp((p.y - 1.5f - 0.55f * r) / (0.9f * r), 0.35f, 1.0f);
    for (auto [dx, dy, size] : {std::array{0.04f, 0.31f, 0.17f}, std::array{0.27f, 0.51f, 0.21f},
                                std::array{0.56f, 0.67f, 0.23f}})
        circle(s, p + Vec2{dx * r, -(0.55f + dy * rise) * r}, size * r * std::max(rise, 0.7f),
               smoke);
}

// A dragon with a raised bat wing, on a red badge.
void dragon_symbol(Svg& s, Vec2 p, float) {
    const float r = 8.5f, k = r * 0.9f;
    badge(s, p, r, "#b3261e");
    const std::string line = "stroke=\"#4a0f0b\" stroke-width=\"0.45\" stroke-linejoin=\"round\"";
    s.path(symbol_path(p, k, {"M",    -0.06f, 0.0f,   "L",    0.18f,  -0.84f, "L",   0.84f, -0.5f,
                              "Q",    0.64f,  -0.42f, 0.62f,  -0.22f, "Q",    0.46f, -0.3f, 0.36f,
                              -0.08f, "Q",    0.22f,  -0.14f, 0.16f,  0.04f,  "Z"}),
           fill("#f0d3a2", line));
    s.path(symbol_path(p, k, {"M",   -0.86f, -0.2f,  "L",   -0.6f,  -0.36f, "L",   -0.5f,  -0.56f,
                              "L",   -0.4f,  -0.36f, "Q",   -0.22f, -0.18f, -0.1f, 0.0f,   "Q",
                              0.2f,  -0.04f, 0.42f,  0.1f,  "Q",    0.72f,  0.28f, 0.86f,  0.64f,
                              "Q",   0.62f,  0.46f,  0.44f, 0.44f,  "L",    0.34f, 0.66f,  "L",
                              0.2f,  0.66f,  "L",    0.18f, 0.48f,  "Q",    0.0f,  0.5f,   -0.14f,
                              0.44f, "L",    -0.2f,  0.66f, "L",    -0.34f, 0.66f, "L",    -0.32f,
                              0.3f,  "Q",    -0.44f, 0.12f, -0.54f, -0.04f, "L",   -0.72f, -0.02f,
                              "L",   -0.6f,  -0.12f, "L",   -0.84f, -0.08f, "Z"}),
           fill("#fbefd5", line));
    circle(s, p + Vec2{-0.56f * k, -0.22f * k}, 0.07f * k, fill("#b3261e"));
}

// A magic portal: a glowing gate with a star, on a violet badge.
void portal_symbol(Svg& s, Vec2 p, float) {
    const float r = 8.5f, k = r * 0.8f;
    badge(s, p, r, "#5a36a8");
    s.path(symbol_path(p, k,
                       {"M", -0.46f, 0.68f, "L", -0.46f, -0.08f, "C", -0.46f, -0.72f, 0.46f, -0.72f,
                        0.46f, -0.08f, "L", 0.46f, 0.68f, "Z"}),
           fill("#c9ecff", "stroke=\"#f3ecff\" stroke-width=\"0.6\""));
    s.path(symbol_path(p, k,
                       {"M", -0.3f, 0.68f, "L", -0.3f, -0.04f, "C", -0.3f, -0.48f, 0.3f, -0.48f,
                        0.3f, -0.04f, "L", 0.3f, 0.68f, "Z"}),
           fill("#6fc3ff"));
    s.path(symbol_path(p, k, {"M", 0.0f,  -0.3f, "L", 0.08f,  -0.02f, "L", 0.3f,   0.06f,
                              "L", 0.08f, 0.14f, "L", 0.0f,   0.42f,  "L", -0.08f, 0.14f,
                              "L", -0.3f, 0.06f, "L", -0.08f, -0.02f, "Z"}),
           fill("#ffffff"));
}

// The princess: a crowned figure in a pink dress, on a raspberry badge.
void princess_symbol(Svg& s, Vec2 p, float) {
    const float r = 8.5f, k = r * 0.8f;
    badge(s, p, r, "#b8306f");
    s.path(symbol_path(p, k,
                       {"M", -0.5f, 0.72f, "Q", -0.3f, 0.2f, -0.16f, 0.08f, "L", 0.16f, 0.08f, "Q",
                        0.3f, 0.2f, 0.5f, 0.72f, "Z"}),
           fill("#ffd3e6", "stroke=\"#5b0f33\" stroke-width=\"0.4\""));
    circle(s, p + Vec2{0, -0.14f * k}, 0.21f * k,
           fill("#f7d6b5", "stroke=\"#5b0f33\" stroke-width=\"0.4\""));
    s.path(symbol_path(p, k, {"M",    -0.24f, -0.3f, "L",    -0.26f, -0.66f, "L",    -0.12f,
                              -0.46f, "L",    0.0f,  -0.72f, "L",    0.12f,  -0.46f, "L",
                              0.26f,  -0.66f, "L",   0.24f,  -0.3f,  "Z"}),
           fill("#f5c63a", "stroke=\"#7a4e08\" stroke-width=\"0.4\" stroke-linejoin=\"round\""));
}

}  // namespace paint

constexpr TileMark kPrincessDragonMarks[] = {
    {.id = "volcano",
     .placement = MarkPlacement::Landmark,
     .source = "volcano",
     .draw = &paint::volcano,
     .tip = [] {
         return std::string(_("Volcano: the dragon lands here when the tile is placed; no "
                              "follower may be placed on this tile"));
     },
     .words = [](int) { return std::string(C_("tile part", "a volcano")); }},
    {.id = "dragon",
     .placement = MarkPlacement::TileBadge,
     .source = "dragon",
     .draw = &paint::dragon_symbol,
     .tip = [] {
         return std::string(_("Dragon: placing this tile makes the dragon fly six tiles, eating "
                              "the figures it meets"));
     },
     .words = [](int) { return std::string(C_("tile part", "a dragon")); }},
    {.id = "portal",
     .placement = MarkPlacement::TileBadge,
     .source = "portal",
     .draw = &paint::portal_symbol,
     .tip = [] {
         return std::string(_("Magic portal: with this tile a follower may go onto any "
                              "unoccupied, unfinished feature of the board"));
     },
     .words = [](int) { return std::string(C_("tile part", "a magic portal")); }},
    {.id = "princess",
     .placement = MarkPlacement::CityEmblem,
     .source = "princess",
     .queue = -1,
     .draw = &paint::princess_symbol,
     .tip = [] {
         return std::string(_("Princess: placing this tile onto an occupied city may send one of "
                              "its knights home instead of placing a figure"));
     },
     .words = [](int) { return std::string(C_("city part", "a princess")); }},
};

// The dragon or the fairy as a scoreboard item: the figure standing free, named by its tooltip.
RowItem dragon_fairy_item(const Ruleset& rules, std::string_view id, std::string tip) {
    RowItem item;
    item.icon = RowItem::Icon::Piece;
    item.figure = rules.figure(id);
    item.show_count = false;
    item.tip = std::move(tip);
    item.id = std::string(id);
    return item;
}

std::string holder_name(const Ruleset& rules, int p) {
    return rules.setup.players[static_cast<size_t>(p)].name;
}

class PrincessDragonView : public ExpansionView {
public:
    std::string_view module_id() const override { return "princess-dragon"; }
    std::span<const TileMark> tile_marks() const override { return kPrincessDragonMarks; }

    // The dragon growls as it rises from a volcano, takes flight and at each step of its flight
    // (the module's events of its own: src/modules/princess_dragon.cpp).
    std::optional<Cue> event_cue(const Ruleset&, const Event& e) const override {
        const auto* m = std::get_if<ModuleEvent>(&e);
        if (!m) return std::nullopt;
        const std::string_view text = m->message.text;
        if (text == "The dragon rises from the volcano at {pos}" || text == "The dragon takes flight" ||
            text == "{player} flies the dragon to {pos}")
            return Cue{CueKind::Growl};
        return std::nullopt;
    }

    // The fairy beside the row of the player whose follower it stands by.
    void row_items(const Ruleset& rules, const GameState& s, int player,
                   std::vector<RowItem>& out) const override {
        const auto both = dragon_and_fairy(rules, s);
        if (!both || !both->fairy_in_play || both->fairy_holder != player) return;
        const std::string name = holder_name(rules, player);
        out.push_back(dragon_fairy_item(
            rules, "fairy",
            app::fill(_("Fairy: beside a follower of {player}, who scores 1 point at the start of "
                        "each of their turns and 3 more when that follower's feature scores"),
                      {{"player", name}})));
    }

    // The dragon, wherever it is, and the fairy while it stands by nobody's follower.
    void neutral_items(const Ruleset& rules, const GameState& s,
                       std::vector<RowItem>& out) const override {
        const auto both = dragon_and_fairy(rules, s);
        if (!both) return;
        if (both->dragon_in_play)
            out.push_back(dragon_fairy_item(
                rules, "dragon",
                both->dragon_tile < 0
                    ? std::string(_("Dragon: waits off the board for the first volcano tile"))
                    : std::string(_("Dragon: on the board (point at it to see where); each dragon "
                                    "tile makes it fly six tiles and eat the figures it meets"))));
        if (!both->fairy_in_play || both->fairy_holder >= 0) return;
        out.push_back(dragon_fairy_item(
            rules, "fairy",
            both->fairy_tile < 0
                ? std::string(_("Fairy: not on the board yet; instead of placing a figure, a "
                                "player may move it beside one of their followers"))
            : both->fairy_on_tile
                ? std::string(_("Fairy: on a tile, where it pays the followers standing with it"))
                : std::string(_("Fairy: beside nobody's follower now; instead of placing a figure, "
                                "a player may move it beside one of their followers"))));
    }
};

}  // namespace

const ExpansionView& princess_dragon_view() {
    static const PrincessDragonView view;
    return view;
}

}  // namespace carc::app
