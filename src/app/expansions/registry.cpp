// The table of expansion views: the modules whose presentation has a file of its own in this
// folder (a module without one shows only what its data gives: tiles, figures, words).
#include <algorithm>
#include <array>
#include <utility>

#include "carc/module.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/app.hpp"

namespace carc::app {

// Each defined in its module's file of this folder.
const ExpansionView& abbot_view();
const ExpansionView& count_view();
const ExpansionView& tower_view();
const ExpansionView& abbey_mayor_view();
const ExpansionView& king_robber_view();
const ExpansionView& traders_builders_view();
const ExpansionView& bridges_view();
const ExpansionView& castles_view();
const ExpansionView& inns_cathedrals_view();
const ExpansionView& princess_dragon_view();
const ExpansionView& shrines_view();
const ExpansionView& bazaars_view();
const ExpansionView& wind_roses_view();
const ExpansionView& darmstadt_view();
const ExpansionView& goldmines_view();
const ExpansionView& flier_view();
const ExpansionView& phantom_view();
const ExpansionView& monasteries_view();
const ExpansionView& siege_view();
const ExpansionView& hills_view();
const ExpansionView& vineyards_view();
const ExpansionView& river_view();
const ExpansionView& little_buildings_view();
const ExpansionView& sheep_view();
const ExpansionView& watchtowers_view();
const ExpansionView& labyrinth_view();
const ExpansionView& mage_witch_view();
const ExpansionView& russian_promos_view();
const ExpansionView& tunnel_view();
const ExpansionView& ferries_view();
const ExpansionView& corn_circles_view();
const ExpansionView& festival_view();
const ExpansionView& big_top_view();

namespace {
using Entry = std::pair<std::string_view, const ExpansionView& (*)()>;
constexpr std::array kViews = {
    Entry{"abbot", &abbot_view},
    Entry{"count", &count_view},
    Entry{"tower", &tower_view},
    Entry{"abbey-mayor", &abbey_mayor_view},
    Entry{"king-robber", &king_robber_view},
    Entry{"traders-builders", &traders_builders_view},
    Entry{"bridges", &bridges_view},
    Entry{"castles", &castles_view},
    Entry{"inns-cathedrals", &inns_cathedrals_view},
    Entry{"princess-dragon", &princess_dragon_view},
    Entry{"shrines", &shrines_view},
    Entry{"bazaars", &bazaars_view},
    Entry{"wind-roses", &wind_roses_view},
    Entry{"darmstadt", &darmstadt_view},
    Entry{"goldmines", &goldmines_view},
    Entry{"flier", &flier_view},
    Entry{"phantom", &phantom_view},
    Entry{"monasteries", &monasteries_view},
    Entry{"siege", &siege_view},
    Entry{"hills", &hills_view},
    Entry{"vineyards", &vineyards_view},
    Entry{"river", &river_view},
    Entry{"little-buildings", &little_buildings_view},
    Entry{"sheep", &sheep_view},
    Entry{"watchtowers", &watchtowers_view},
    Entry{"labyrinth", &labyrinth_view},
    Entry{"mage-witch", &mage_witch_view},
    Entry{"russian-promos", &russian_promos_view},
    Entry{"tunnel", &tunnel_view},
    Entry{"ferries", &ferries_view},
    Entry{"corn-circles", &corn_circles_view},
    Entry{"festival", &festival_view},
    Entry{"big-top", &big_top_view},
};
}  // namespace

const ExpansionView* find_view(std::string_view module_id) {
    for (const auto& [id, get] : kViews)
        if (id == module_id) return &get();
    return nullptr;
}

std::vector<std::string_view> view_ids() {
    std::vector<std::string_view> out;
    for (const auto& [id, get] : kViews) out.push_back(id);
    return out;
}

std::vector<const ExpansionView*> views_in_play(const Ruleset& rules) {
    std::vector<const ExpansionView*> out;
    for (const Module* m : rules.modules)
        if (const ExpansionView* v = find_view(m->id())) out.push_back(v);
    return out;
}

TableContext BoardContext::table() const { return {view, rules, state, app.scale()}; }

void draw_board_layer(const BoardContext& ctx, BoardLayer layer) {
    for (const ExpansionView* v : views_in_play(ctx.rules)) v->draw_board(ctx, layer);
}

std::optional<PlaceBox> find_place_box(const TableContext& table, int place) {
    for (const ExpansionView* v : views_in_play(table.rules))
        if (auto box = v->place_box(table, place)) return box;
    return std::nullopt;
}

std::optional<std::string> find_board_tip(const TableContext& table, SDL_Point at) {
    for (const ExpansionView* v : views_in_play(table.rules))
        if (auto tip = v->board_tip(table, at)) return tip;
    return std::nullopt;
}

std::optional<std::string> find_figure_tip(const Ruleset& rules, const GameState& state, const Figure& figure) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto tip = v->figure_tip(rules, state, figure)) return tip;
    return std::nullopt;
}

std::optional<Message> find_click_refusal(const TableContext& table, const BoardHit& hit) {
    for (const ExpansionView* v : views_in_play(table.rules))
        if (auto why = v->click_refusal(table, hit)) return why;
    return std::nullopt;
}

std::string find_supply_note(const Ruleset& rules, int figure) {
    for (const ExpansionView* v : views_in_play(rules))
        if (std::string note = v->supply_note(rules, figure); !note.empty()) return note;
    return {};
}

std::string find_place_note(const Ruleset& rules, const GameState& state, int place) {
    for (const ExpansionView* v : views_in_play(rules))
        if (std::string note = v->place_note(rules, state, place); !note.empty()) return note;
    return {};
}

std::optional<std::pair<std::string, std::string>> find_pass_words(const Ruleset& rules, const GameState& state,
                                                                   const std::vector<ChoicePlace>& places) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto words = v->pass_words(rules, state, places)) return words;
    return std::nullopt;
}

std::optional<std::string> find_prompt_hint(const Ruleset& rules, const GameState& state, const ActionList& legal) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto hint = v->prompt_hint(rules, state, legal)) return hint;
    return std::nullopt;
}

std::optional<Cue> find_event_cue(const Ruleset& rules, const Event& event) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto cue = v->event_cue(rules, event)) return cue;
    return std::nullopt;
}

std::optional<ChoiceTarget> find_choice_target(const Ruleset& rules, const GameState& state, const Action& action) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto target = v->choice_target(rules, state, action)) return target;
    return std::nullopt;
}

std::optional<ChoiceWords> find_choice_words(const Ruleset& rules, const GameState& state, const Action& action,
                                             const ChoiceTarget& target) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto words = v->choice_words(rules, state, action, target)) return words;
    return std::nullopt;
}

TileMarks tile_marks(const Ruleset& rules) {
    TileMarks out;
    out.pennants = rules.attribute("pennants");
    for (const auto& [id, get] : kViews)
        for (const TileMark& mark : get().tile_marks()) {
            int slot = -1;
            switch (mark.placement) {
                case MarkPlacement::Landmark:
                case MarkPlacement::TileBadge:
                case MarkPlacement::RiverEnd:
                case MarkPlacement::TileName:
                case MarkPlacement::InnerEnd:
                    slot = rules.tag(mark.source);
                    break;
                case MarkPlacement::BesideRoad:
                case MarkPlacement::CityEmblem:
                case MarkPlacement::InField:
                    slot = rules.attribute(mark.source);
                    break;
                case MarkPlacement::DeclaredPlace:
                    if (const auto kind = rules.catalog ? rules.catalog->kind(mark.source)
                                                        : std::nullopt)
                        slot = static_cast<int>(*kind);
                    break;
            }
            if (slot >= 0) out.marks.push_back({&mark, slot});
        }
    return out;
}

void gather_choice_anchors(const TableContext& table, std::vector<SDL_Rect>& out) {
    for (const ExpansionView* v : views_in_play(table.rules)) v->choice_anchors(table, out);
}

void gather_board_panels(const TableContext& table, std::vector<SDL_Rect>& out) {
    for (const ExpansionView* v : views_in_play(table.rules)) v->board_panels(table, out);
}

void gather_row_items(const Ruleset& rules, const GameState& state, int player,
                      std::vector<RowItem>& out) {
    for (const ExpansionView* v : views_in_play(rules)) v->row_items(rules, state, player, out);
}

void gather_neutral_items(const Ruleset& rules, const GameState& state, std::vector<RowItem>& out) {
    for (const ExpansionView* v : views_in_play(rules)) v->neutral_items(rules, state, out);
}

std::vector<std::string> gather_remaining_notes(const Ruleset& rules, const GameState& state) {
    std::vector<std::string> out;
    for (const ExpansionView* v : views_in_play(rules))
        if (auto note = v->remaining_note(rules, state)) out.push_back(std::move(*note));
    return out;
}

std::optional<std::string> find_action_label(const Ruleset& rules, const GameState& state,
                                             const Action& action) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto label = v->action_label(rules, state, action)) return label;
    return std::nullopt;
}

std::optional<Action> find_choice_at(const TableContext& table, SDL_Point at, const ActionList& legal) {
    for (const ExpansionView* v : views_in_play(table.rules))
        if (auto a = v->choose_at(table, at, legal)) return a;
    return std::nullopt;
}

std::optional<TileTypeId> find_own_tile(const Ruleset& rules, const Action& action) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto tile = v->own_tile(rules, action)) return tile;
    return std::nullopt;
}

std::optional<OwnTileWords> find_own_tile_words(const Ruleset& rules, const GameState& state, long fits) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto words = v->own_tile_words(rules, state, fits)) return words;
    return std::nullopt;
}

std::vector<Action> find_standing_offers(const Ruleset& rules, const ActionList& legal) {
    const std::vector<const ExpansionView*> views = views_in_play(rules);
    std::vector<Action> out;
    for (const Action& a : legal)
        if (std::any_of(views.begin(), views.end(), [&](const ExpansionView* v) { return v->standing_offer(rules, a); }))
            out.push_back(a);
    return out;
}

std::optional<OfferWords> find_standing_offer_words(const Ruleset& rules, const GameState& state, const Action& action,
                                                    int index, const std::string& key) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto words = v->standing_offer_words(rules, state, action, index, key)) return words;
    return std::nullopt;
}

std::optional<std::string> find_standing_offers_hint(const Ruleset& rules, const GameState& state) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto hint = v->standing_offers_hint(rules, state)) return hint;
    return std::nullopt;
}

std::optional<FigureSpot> find_figure_spot(const Ruleset& rules, const GameState& state, const Action& action) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto spot = v->figure_spot(rules, state, action)) return spot;
    return std::nullopt;
}

bool draw_option_icon(SDL_Renderer* r, const SDL_Rect& box, const Ruleset& rules, const Action& action) {
    for (const ExpansionView* v : views_in_play(rules))
        if (v->option_icon(r, box, rules, action)) return true;
    return false;
}

std::optional<std::string> find_bonus_turn_note(const Ruleset& rules, const GameState& state) {
    for (const ExpansionView* v : views_in_play(rules))
        if (auto note = v->bonus_turn_note(rules, state)) return note;
    return std::nullopt;
}

std::vector<ScoreElement> gather_score_elements(const Ruleset& rules) {
    std::vector<ScoreElement> out;
    for (const ExpansionView* v : views_in_play(rules))
        for (ScoreElement& e : v->score_elements()) out.push_back(std::move(e));
    return out;
}

}  // namespace carc::app
