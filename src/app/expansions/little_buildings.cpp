// Little Buildings on the table (its view, registered in registry.cpp): a little building drawn in
// the south-east corner of the tile it stands on (a wooden shed with a lean-to roof, a house with a
// red gable, a stone tower with battlements), under the figures; pointing at it says what it is
// and what it adds to a feature scored with its tile. The buildings a player still has stand on
// their scoreboard row, one item per kind with its count and tooltip; in the figure step the
// choice layer offers each kind on the tile just placed with the same drawing and its words.
// The rules and the queries are the engine's (modules/little_buildings.hpp); this file only
// shows them, for the game screen and the review alike.
#include <SDL2/SDL.h>

#include <algorithm>
#include <string>

#include "board/board_view.hpp"
#include "expansions/expansion_view.hpp"
#include "modules/little_buildings.hpp"
#include "shell/app.hpp"
#include "shell/gfx.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

namespace {

constexpr Color kWood{196, 150, 92, 255};
constexpr Color kDarkWood{92, 58, 28, 255};
constexpr Color kRoof{168, 54, 40, 255};
constexpr Color kStone{200, 196, 184, 255};
constexpr Color kStoneShade{96, 90, 80, 255};
constexpr Color kBackdrop{250, 244, 228, 200};

// A block of the building in `fill`, outlined: a wall, a tower's body, a merlon. `b` is the
// drawing's box and the other four numbers the block's place in it, as fractions of the box.
void block(SDL_Renderer* r, const SDL_FRect& b, float fx, float fy, float fw, float fh, Color fill, Color edge) {
    const float line = std::max(1.0f, b.h / 16);
    const SDL_FRect rect{b.x + b.w * fx, b.y + b.h * fy, b.w * fw, b.h * fh};
    fill_round_rect(r, rect, line, fill);
    draw_round_rect(r, rect, line, edge, line);
}

// A dark opening: a door, a window.
void opening(SDL_Renderer* r, const SDL_FRect& b, float fx, float fy, float fw, float fh) {
    fill_round_rect(r, {b.x + b.w * fx, b.y + b.h * fy, b.w * fw, b.h * fh}, std::max(0.5f, b.h / 40), kDarkWood);
}

// The drawing of one kind inside `b` (its height sets the scale; the shape keeps its proportions).
void paint_building(SDL_Renderer* r, const SDL_FRect& b, LittleBuilding kind) {
    const float x = b.x, y = b.y, w = b.w, h = b.h;
    switch (kind) {
    case LittleBuilding::Shed:
        // Low and wide: a plank wall under a roof sloping to one side.
        block(r, b, 0.12f, 0.52f, 0.76f, 0.4f, kWood, kDarkWood);
        fill_convex(r, {{x + w * 0.05f, y + h * 0.58f}, {x + w * 0.95f, y + h * 0.36f}, {x + w * 0.95f, y + h * 0.5f},
                        {x + w * 0.05f, y + h * 0.66f}},
                    kDarkWood);
        opening(r, b, 0.42f, 0.68f, 0.16f, 0.24f);
        break;
    case LittleBuilding::House: {
        // A square body under a red gable.
        block(r, b, 0.22f, 0.46f, 0.56f, 0.46f, kWood, kDarkWood);
        const std::vector<SDL_FPoint> gable = {{x + w * 0.12f, y + h * 0.5f}, {x + w * 0.5f, y + h * 0.12f},
                                               {x + w * 0.88f, y + h * 0.5f}};
        fill_convex(r, gable, kRoof);
        draw_polyline(r, {gable[0], gable[1], gable[2], gable[0]}, kDarkWood, std::max(1.0f, h / 16));
        opening(r, b, 0.43f, 0.66f, 0.14f, 0.26f);
        break;
    }
    case LittleBuilding::LittleTower:
        // Tall and narrow, of stone, with three merlons on top.
        block(r, b, 0.32f, 0.22f, 0.36f, 0.7f, kStone, kStoneShade);
        for (int m = 0; m < 3; ++m) block(r, b, 0.32f + 0.13f * static_cast<float>(m), 0.08f, 0.1f, 0.16f, kStone, kStoneShade);
        opening(r, b, 0.45f, 0.4f, 0.1f, 0.16f);
        break;
    }
}

SDL_FRect to_frect(const SDL_Rect& box) {
    return {static_cast<float>(box.x), static_cast<float>(box.y), static_cast<float>(box.w), static_cast<float>(box.h)};
}
void paint_shed(SDL_Renderer* r, const SDL_Rect& box) { paint_building(r, to_frect(box), LittleBuilding::Shed); }
void paint_house(SDL_Renderer* r, const SDL_Rect& box) { paint_building(r, to_frect(box), LittleBuilding::House); }
void paint_little_tower(SDL_Renderer* r, const SDL_Rect& box) { paint_building(r, to_frect(box), LittleBuilding::LittleTower); }

// Where a tile's building stands: its south-east corner, clear of the figures in the middle.
SDL_FRect building_spot(const BoardView& view, Pos pos) {
    const SDL_Rect cell = view.cell_rect(pos);
    const float size = static_cast<float>(cell.w) * 0.3f;
    return {static_cast<float>(cell.x + cell.w) - size * 1.08f, static_cast<float>(cell.y + cell.h) - size * 1.08f, size,
            size};
}

void draw_buildings(App& app, BoardView& view, const Ruleset& rules, const GameState& s) {
    SDL_Renderer* r = app.renderer();
    for (int t = 0; t < static_cast<int>(s.board.tiles().size()); ++t) {
        const auto kind = little_building_on(rules, s, t);
        const Pos pos = s.board.tile(t).pos;
        if (!kind || !view.visible(pos)) continue;
        const SDL_FRect spot = building_spot(view, pos);
        // A pale disc behind it, so that it reads on a city's and a field's colours alike.
        fill_circle(r, spot.x + spot.w / 2, spot.y + spot.h / 2, spot.w * 0.56f, kBackdrop);
        draw_circle(r, spot.x + spot.w / 2, spot.y + spot.h / 2, spot.w * 0.56f, kDarkWood, std::max(1.0f, spot.w / 24));
        paint_building(r, spot, *kind);
    }
}

// A kind's name, translated, for sentences ("a shed").
std::string building_name(LittleBuilding kind) {
    switch (kind) {
    case LittleBuilding::Shed: return C_("little building", "shed");
    case LittleBuilding::House: return C_("little building", "house");
    case LittleBuilding::LittleTower: return C_("little building", "little tower");
    }
    return {};
}

// One sentence per kind (the languages give the kinds different genders).
std::string build_here(LittleBuilding kind) {
    switch (kind) {
    case LittleBuilding::Shed: return _("Build a shed here");
    case LittleBuilding::House: return _("Build a house here");
    case LittleBuilding::LittleTower: return _("Build a little tower here");
    }
    return {};
}

// "2 towers left", one sentence per kind (the languages give the kinds different genders).
std::string buildings_left_words(LittleBuilding kind, int count) {
    switch (kind) {
    case LittleBuilding::Shed: return P_("{count} shed left", "{count} sheds left", count);
    case LittleBuilding::House: return P_("{count} house left", "{count} houses left", count);
    case LittleBuilding::LittleTower: return P_("{count} little tower left", "{count} little towers left", count);
    }
    return {};
}

std::string building_tip(const Ruleset& rules, LittleBuilding kind) {
    const int points = little_building_points(rules, kind);
    return app::fill(P_("Little building ({building}): every feature scored with its tile is worth {count} point more to those who score it",
                        "Little building ({building}): every feature scored with its tile is worth {count} points more to those who score it",
                        points),
                     {{"building", building_name(kind)}, {"count", std::to_string(points)}});
}

class LittleBuildingsView : public ExpansionView {
public:
    std::string_view module_id() const override { return "little-buildings"; }

    void draw_board(const BoardContext& ctx, BoardLayer layer) const override {
        if (layer == BoardLayer::UnderFigures) draw_buildings(ctx.app, ctx.view, ctx.rules, ctx.state);
    }

    std::optional<std::string> board_tip(const TableContext& table, SDL_Point at) const override {
        const Pos cell = table.view.cell_at(at.x, at.y);
        const int tile = table.state.board.tile_index(cell);
        if (tile < 0) return std::nullopt;
        const auto kind = little_building_on(table.rules, table.state, tile);
        if (!kind) return std::nullopt;
        const SDL_FRect spot = building_spot(table.view, cell);
        const SDL_FPoint p{static_cast<float>(at.x), static_cast<float>(at.y)};
        if (p.x < spot.x - spot.w * 0.1f || p.y < spot.y - spot.h * 0.1f) return std::nullopt;
        return building_tip(table.rules, *kind);
    }

    void row_items(const Ruleset& rules, const GameState& s, int player, std::vector<RowItem>& out) const override {
        if (!has_little_buildings(rules)) return;
        constexpr std::array<void (*)(SDL_Renderer*, const SDL_Rect&), kLittleBuildingKinds> kPaint = {
            &paint_shed, &paint_house, &paint_little_tower};
        for (int k = 0; k < kLittleBuildingKinds; ++k) {
            const auto kind = static_cast<LittleBuilding>(k);
            RowItem item;
            item.paint = kPaint[static_cast<size_t>(k)];
            item.count = little_buildings_left(rules, s, player, kind);
            const std::string left = app::fill(buildings_left_words(kind, item.count), {{"count", std::to_string(item.count)}});
            item.tip = left + ". " + building_tip(rules, kind) + ". " +
                       _("Instead of a follower, one goes on the tile just placed.");
            item.id = "lb-" + std::string(kLittleBuildingWords[static_cast<size_t>(k)]);
            out.push_back(std::move(item));
        }
    }

    std::optional<ChoiceWords> choice_words(const Ruleset& rules, const GameState&, const Action& a,
                                            const ChoiceTarget&) const override {
        if (!a.def || a.def->id() != "place_little_building" || a.value < 0 || a.value >= kLittleBuildingKinds)
            return std::nullopt;
        const auto kind = static_cast<LittleBuilding>(a.value);
        return ChoiceWords{build_here(kind),
                           app::fill(P_("+{count} point to every feature scored with this tile",
                                        "+{count} points to every feature scored with this tile",
                                        little_building_points(rules, kind)),
                                     {{"count", std::to_string(little_building_points(rules, kind))}}),
                           false, _("A little building instead")};
    }

    bool option_icon(SDL_Renderer* r, const SDL_Rect& box, const Ruleset&, const Action& a) const override {
        if (!a.def || a.def->id() != "place_little_building" || a.value < 0 || a.value >= kLittleBuildingKinds)
            return false;
        paint_building(r, to_frect(box), static_cast<LittleBuilding>(a.value));
        return true;
    }

    std::vector<ScoreElement> score_elements() const override {
        return {{"little-buildings", false, _("features with little buildings")}};
    }
};

}  // namespace

const ExpansionView& little_buildings_view() {
    static const LittleBuildingsView view;
    return view;
}

}  // namespace carc::app
