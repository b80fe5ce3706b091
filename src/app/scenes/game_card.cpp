// The game scene's corner card (the GameScene members that draw it): the tile in hand enlarged,
// or during the figure step the list of places and their options, with its heading and footer.
#include "scenes/game_scene.hpp"

#include <algorithm>

#include "board/board_words.hpp"
#include "board/figure_art.hpp"
#include "expansions/expansion_view.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"
#include "shell/text.hpp"
#include "shell/theme.hpp"
#include "widgets/panels.hpp"

namespace carc::app {

std::string GameScene::place_words(int i) {
    const ChoicePlace& p = choices_.places()[static_cast<size_t>(i)];
    // A place off the tiles may say more on its row (where a City quarter sends its meeple later).
    if (p.place >= 0 && !p.take_back)
        if (const std::string note = find_place_note(session_->rules(), session_->view(), p.place); !note.empty())
            return p.title + " " + note;
    if (p.take_back || p.corner >= 0 || p.place >= 0) return p.title;
    // Several places of one kind on the tile are told apart by where they lie.
    const auto& places = choices_.places();
    const int same =
        static_cast<int>(std::count_if(places.begin(), places.end(), [&](const ChoicePlace& q) {
            return q.tile == p.tile && q.kind == p.kind && !q.take_back && q.corner < 0;
        }));
    if (same < 2) return p.title;
    const PlacedTile* t = session_->view().board.at(p.tile);
    if (!t) return p.title;
    // Named where its marker would stand without the corners (a barn's takes a field's corner and
    // may push the farmer's marker towards the middle; the field is still the north-east one).
    std::vector<int> locals;
    int k = -1;
    for (const ChoicePlace& q : places)
        if (q.tile == p.tile && q.corner < 0) {
            if (&q == &p) k = static_cast<int>(locals.size());
            locals.push_back(q.local);
        }
    const auto& [points, radius] = spread(t->type, t->rotation, locals, {});
    return p.title + " · " + compass_word(points[static_cast<size_t>(k)]);
}

std::string GameScene::place_text(int i) {
    const std::vector<std::string>& texts = place_texts();
    return i >= 0 && i < static_cast<int>(texts.size()) ? texts[static_cast<size_t>(i)] : std::string();
}

const std::vector<std::string>& GameScene::place_texts() {
    if (!place_texts_stale_ && place_texts_language_ == language()) return place_texts_;
    const auto& places = choices_.places();
    std::vector<std::string> words;
    for (size_t i = 0; i < places.size(); ++i) words.push_back(place_words(static_cast<int>(i)));
    place_texts_ = words;
    for (size_t i = 0; i < places.size(); ++i) {
        std::vector<size_t> twins;  // the rows that read as this one, itself included
        for (size_t j = 0; j < places.size(); ++j)
            if (words[j] == words[i]) twins.push_back(j);
        if (twins.size() < 2) continue;
        const ChoicePlace& p = places[i];
        const size_t k = static_cast<size_t>(std::find(twins.begin(), twins.end(), i) - twins.begin());
        const bool one_tile = std::all_of(twins.begin(), twins.end(), [&](size_t j) { return places[j].tile == p.tile; });
        const PlacedTile* t = session_->state().board.at(p.tile);
        std::vector<int> locals;
        for (size_t j : twins) locals.push_back(places[j].local);
        std::vector<int> sorted = locals;
        std::sort(sorted.begin(), sorted.end());
        const bool distinct_features = std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
        if (one_tile && t && distinct_features) {
            // On one tile: where each one's marker stands.
            const auto& [points, radius] = spread(t->type, t->rotation, locals, {});
            place_texts_[i] = fill(_("{place} · {where}"), {{"place", words[i]}, {"where", compass_word(points[k])}});
        } else if (!one_tile) {
            place_texts_[i] = fill(_("{place} · {where}"), {{"place", words[i]}, {"where", square_words(&session_->rules(), p.tile)}});
        } else {
            place_texts_[i] = fill(_("{place} ({number})"), {{"place", words[i]}, {"number", std::to_string(k + 1)}});
        }
    }
    // Whatever still reads alike (two markers on one side of a tile) is numbered.
    for (size_t i = 0; i < place_texts_.size(); ++i) {
        const auto first = std::find(place_texts_.begin(), place_texts_.end(), place_texts_[i]);
        if (static_cast<size_t>(first - place_texts_.begin()) == i) continue;
        place_texts_[i] = fill(_("{place} ({number})"), {{"place", place_texts_[i]}, {"number", std::to_string(i + 1)}});
    }
    place_texts_stale_ = false;
    place_texts_language_ = language();
    return place_texts_;
}

void GameScene::draw_card(App& app) {
    card_rows_drawn_.clear();
    const GameState& s = session_->view();
    const Ruleset& rules = session_->rules();
    if (s.phase == Phase::GameOver) return;
    draw_panel(app, card_rect_, Color{22, 26, 28, 248});
    Text& t = app.text();
    // The player who chooses now (each player steers the dragon in turn).
    const PlayerColor pc =
        player_color(rules.setup.players[static_cast<size_t>(s.acting_player)].color);
    const int chip = app.px(20);
    const bool placing = s.phase == Phase::PlaceTile;
    draw_player_chip(app, {card_rect_.x + app.px(12), card_rect_.y + app.px(9), chip, chip},
                     pc.fill, pc.ink, pc.letter);
    const auto& places = choices_.places();
    // A module's long question ("Anna: move the dragon, step 1 of 6") names only who chooses
    // when the card is too narrow for it: the prompt beside the card says the whole.
    std::string title = card_title();
    if (const size_t colon = title.find(": ");
        colon != std::string::npos && s.phase == Phase::ModuleStep &&
        t.measure(title, app.px(14), FontStyle::Bold).x > card_rect_.w - app.px(48))
        title = fill(_("{player} chooses"), {{"player", player_name(s.acting_player)}});
    t.draw_fit(title, card_rect_.x + app.px(40), card_rect_.y + app.px(10),
               card_rect_.w - app.px(48), app.px(14), theme::kText, FontStyle::Bold);
    if (placing) {
        const SDL_Rect& dst = hand_tile_;
        if (SDL_Texture* tex = art_->tile(in_hand(), shown_rotation(), dst.w))
            SDL_RenderCopy(app.renderer(), tex, nullptr, &dst);
        const int left = s.pile.remaining();
        t.draw(fill(P_("{count} tile left", "{count} tiles left", left), {{"count", std::to_string(left)}}),
               card_rect_.x + card_rect_.w / 2, dst.y + dst.h + app.px(6), app.px(12),
               theme::kTextDim, FontStyle::Regular, Align::Center);
        return;
    }
    // The figure picker: the new tile enlarged with its markers, and the list beside it (a
    // module's step: the list alone).
    const SDL_Rect& dst = card_tile_;
    const int lit = choices_.lit_place();
    const int open = choices_.open_place();
    if (const PlacedTile* placed_now = placed_tile(); placed_now && dst.w > 0) {
        const PlacedTile& placed = *placed_now;
        if (SDL_Texture* tex = art_->tile(placed.type, placed.rotation, dst.w))
            SDL_RenderCopy(app.renderer(), tex, nullptr, &dst);
        if (lit >= 0 && lit < static_cast<int>(places.size()) &&
            places[static_cast<size_t>(lit)].tile == placed.pos &&
            places[static_cast<size_t>(lit)].local >= 0) {
            if (SDL_Texture* mask = art_->mask(placed.type, placed.rotation,
                                               places[static_cast<size_t>(lit)].local)) {
                const Color c = mix(pc.fill, Color{255, 255, 255, 255}, 0.25f);
                SDL_SetTextureColorMod(mask, c.r, c.g, c.b);
                SDL_SetTextureAlphaMod(mask, 200);
                SDL_RenderCopy(app.renderer(), mask, nullptr, &dst);
            }
        }
        for (const Marker& m : markers())
            if (m.on_card) draw_marker(app, m, pc, m.place == lit);
    }
    // The list: each place with its number key, the figures that fit and its name; while a place
    // is open, the figures to choose from.
    SDL_Renderer* r = app.renderer();
    if (open >= 0 && !card_rows_.empty()) {
        const ChoicePlace& p = places[static_cast<size_t>(open)];
        const SDL_Rect& first = card_rows_[0].first;
        t.draw_fit(fill(p.take_back ? _("{place}: which one?") : _("{place}: which figure?"), {{"place", p.title}}),
                   first.x,
                   card_rect_.y + app.px(40), card_rect_.x + card_rect_.w - first.x - app.px(10),
                   app.px(13), theme::kAccent, FontStyle::Bold);
    }
    for (const auto& [row, i] : card_rows_) {
        const bool option_row = open >= 0;
        const ChoicePlace& p = places[static_cast<size_t>(option_row ? open : i)];
        const bool hot = option_row ? choices_.focus() == i : (lit == i);
        if (hot)
            fill_round_rect(r, to_f(row), static_cast<float>(app.px(6)), pc.fill.with_alpha(70));
        const int cy = row.y + row.h / 2;
        int x = row.x + app.px(4);
        const std::string key = ChoiceLayer::key_name(i);
        const int cap = std::min(row.h - app.px(4), app.px(22));
        fill_round_rect(r, to_f({x, cy - cap / 2, cap, cap}), static_cast<float>(app.px(4)),
                        Color{255, 255, 255, 36});
        if (!key.empty())
            t.draw(key, x + cap / 2, cy - t.line_height(app.px(12), FontStyle::Bold) / 2,
                   app.px(12), theme::kText, FontStyle::Bold, Align::Center);
        x += cap + app.px(6);
        // The figures that fit there (or the one this row picks).
        std::vector<const ChoiceOption*> shown;
        if (option_row)
            shown.push_back(&p.options[static_cast<size_t>(i)]);
        else
            for (const ChoiceOption& o : p.options) shown.push_back(&o);
        const int icon = std::min(row.h, app.px(option_row ? 26 : 20));
        for (const ChoiceOption* o : shown) {
            if (x > row.x + row.w / 2) break;
            if (o->figure < 0 && draw_option_icon(r, {x, cy - icon / 2, icon, icon}, rules, o->action)) {
                x += icon * 3 / 4;  // an expansion's icon of a choice that places no figure
                continue;
            }
            if (o->figure < 0) break;
            const std::string pose =
                app.figures().pose(rules.figures[static_cast<size_t>(o->figure)], p.kind);
            // Another player's figure (a knight the princess may send home) in their colours.
            const PlayerColor owner =
                o->owner >= 0
                    ? player_color(rules.setup.players[static_cast<size_t>(o->owner)].color)
                    : pc;
            if (SDL_Texture* tex = app.figures().get(pose, &owner, icon, false)) {
                const SDL_Rect d{x, cy - icon / 2, icon, icon};
                SDL_RenderCopy(r, tex, nullptr, &d);
            }
            x += icon * 3 / 4;
        }
        x += icon / 4 + app.px(4);
        const std::string text = option_row ? option_text(*shown.front()) : place_text(i);
        const int room = row.x + row.w - x - app.px(4);
        const int line = t.line_height(app.px(14), FontStyle::Bold);
        if (row.h > line * 2 && t.measure(text, app.px(14), FontStyle::Bold).x > room) {
            // A long choice in the engine's words: on two lines.
            const TextBox box = t.get(text, app.px(14), theme::kText, FontStyle::Bold, room);
            if (box.texture) {
                const SDL_Rect d{x, cy - box.h / 2, box.w, box.h};
                SDL_RenderCopy(r, box.texture, nullptr, &d);
            }
        } else {
            t.draw_fit(text, x, cy - line / 2, room, app.px(14), theme::kText, FontStyle::Bold);
        }
        card_rows_drawn_.push_back(row);
    }
    t.draw(card_footer(), card_rect_.x + card_rect_.w / 2, card_rect_.y + card_rect_.h - app.px(24),
           app.px(12), theme::kTextDim, FontStyle::Regular, Align::Center);
}

std::string GameScene::card_title() const {
    const GameState& s = session_->view();
    const auto& places = choices_.places();
    const bool figures_to_place = std::any_of(places.begin(), places.end(),
                                              [](const ChoicePlace& p) { return !p.take_back; });
    if (s.phase == Phase::PlaceTile) {
        const std::optional<OwnTileWords> own = own_tile_chosen_ ? own_tile_words() : std::nullopt;
        return fill(own              ? own->card_title
                    : s.bonus_turn() ? _("{player}'s second tile")
                                     : _("{player}'s tile"),
                    {{"player", player_name(s.acting_player)}});
    }
    if (s.phase == Phase::ModuleStep) return step_prompt();
    return fill(figures_to_place || places.empty() ? _("{player}: place a figure") : _("{player}: choose an action"),
                {{"player", player_name(s.acting_player)}});
}

std::string GameScene::card_footer() const {
    if (choices_.open_place() >= 0) return _("Esc: back to the places");
    if (number_.is_open()) return _("−/+ or digits: the number · Enter: confirm");
    if (hidden_rows_ > 0)
        return fill(_("{count} more marked on the board: Tab reaches them"),
                    {{"count", std::to_string(hidden_rows_)}});
    if (choices_.empty() && !side_choices().empty() && !session_->can_pass())
        return _("A button on the right, or its number");
    if (!session_->can_pass()) return _("Click a marker or press its number");
    if (session_->view().phase != Phase::ModuleStep) return _("Space: no figure");
    std::string label = pass_words().first;  // "Take no prisoner (Space)"
    // TRANSLATORS: the end of every "... (Space)" button label above, cut off for the card.
    label = label.substr(0, label.find(_(" (Space)")));
    return fill(_("Space: {action}"), {{"action", in_sentence(label)}});
}

}  // namespace carc::app
