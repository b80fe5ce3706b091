// The game scene's choices off the board (the GameScene members for them): the step's actions
// that name no square (chosen_off_board: a bid, a deal) as buttons in the side panel, and the
// number entry for an action the engine lists open (any value of its range). A click on a view's
// own thing over the board (find_choice_at) picks one as its button does. Nothing here names an
// expansion: the words come from the views (find_action_label) or the engine.
#include <algorithm>

#include "expansions/expansion_view.hpp"
#include "scenes/game_scene.hpp"
#include "scenes/game_scene_shared.hpp"
#include "shell/app.hpp"
#include "shell/i18n.hpp"

namespace carc::app {

std::vector<Action> GameScene::side_choices() const {
    std::vector<Action> out;
    if (!choosing(session_->state())) return out;
    for (const Action& a : session_->legal())
        if (chosen_off_board(a)) out.push_back(a);
    return out;
}

std::string GameScene::side_choice_label(const Action& a) const {
    const Ruleset& rules = session_->rules();
    const GameState& s = session_->state();
    if (auto label = find_action_label(rules, s, a)) return *label;
    if (a.value != kOpenValue) return capitalised(tr_format(rules, explain(rules, s, a)));
    // An open entry in the engine's words at its lowest value, the number still to set.
    Action lowest = a;
    lowest.value = a.def->value_range(rules, s, a).min;
    return capitalised(tr_format(rules, explain(rules, s, lowest))) + "…";
}

int GameScene::open_entry_count() const {
    const std::vector<Action> choices = side_choices();
    return static_cast<int>(std::count_if(choices.begin(), choices.end(),
                                          [](const Action& a) { return a.value == kOpenValue; }));
}

void GameScene::sync_number_entry() {
    number_.close();
    number_action_.reset();
    // A step with one open entry (a raise, beside the pass) opens the number entry at once; with
    // several, the player first picks which.
    if (open_entry_count() != 1) return;
    for (const Action& a : side_choices())
        if (a.value == kOpenValue) pick_side_choice(a);
}

bool GameScene::pick_side_choice(const Action& a) {
    if (a.value != kOpenValue) return false;
    number_action_ = a;
    number_.open(a.def->value_range(session_->rules(), session_->state(), a));
    return true;
}

void GameScene::choose_side(App& app, const Action& a) {
    if (!pick_side_choice(a)) act(app, a);
}

void GameScene::confirm_number(App& app) {
    if (!number_action_ || !number_.is_open()) return;
    Action a = *number_action_;
    a.value = static_cast<int16_t>(number_.value());
    act(app, a);  // a number outside the range: the engine's refusal is the message
}

bool GameScene::side_choice_key(App& app, SDL_Keycode k) {
    if (number_.is_open()) {
        if (k == SDLK_ESCAPE && open_entry_count() > 1) {
            number_.close();
            number_action_.reset();
            return true;
        }
        switch (number_.key(k)) {
            case NumberEntry::KeyResult::Changed:
                message_.clear();
                return true;
            case NumberEntry::KeyResult::Confirm:
                confirm_number(app);
                return true;
            case NumberEntry::KeyResult::Ignored:
                return false;
        }
    }
    // The number keys pick the buttons when no marker on the board has them.
    if (!choices_.empty()) return false;
    const std::vector<Action> choices = side_choices();
    for (size_t i = 0; i < choices.size() && i < 10; ++i)
        if (k == (i == 9 ? SDLK_0 : static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(i)))) {
            choose_side(app, choices[i]);
            return true;
        }
    return false;
}

int GameScene::side_choice_rows() const {
    if (number_.is_open()) return 2 + (open_entry_count() > 1);
    return static_cast<int>(side_choices().size());
}

void GameScene::add_side_choice_buttons(App& app, int x, int& y, int w) {
    const Ruleset& rules = session_->rules();
    const GameState& s = session_->state();
    const int h = app.px(36), gap = app.px(6);
    auto add = [&](const std::string& id, SDL_Rect r, const std::string& label,
                   std::function<void()> f, ButtonStyle st, const std::string& hint) -> Widget& {
        Widget& b = ui_.button(id, r, label, std::move(f), st);
        b.font_px = app.px(14);
        b.hint = hint;
        return b;
    };
    if (number_.is_open() && number_action_) {
        const ValueRange range = number_.range();
        const std::string how = app::fill(_("A number from {min} to {max}: type it, or −/+ and the arrow keys"),
                                     {{"min", std::to_string(range.min)}, {"max", std::to_string(range.max)}});
        add("number-less", {x, y, h, h}, "−", [this] { number_.step(-1); }, ButtonStyle::Normal, how)
            .enabled = number_.value() > range.min;
        add("number-more", {x + w - h, y, h, h}, "+", [this] { number_.step(1); }, ButtonStyle::Normal, how)
            .enabled = number_.value() < range.max;
        add("number-value", {x + h + gap, y, w - 2 * (h + gap), h},
            app::fill(_("{value} · from {min} to {max}"), {{"value", std::to_string(number_.value())},
                                                       {"min", std::to_string(range.min)},
                                                       {"max", std::to_string(range.max)}}),
            [] {}, ButtonStyle::Quiet, how);
        y += h + gap;
        Action chosen = *number_action_;
        chosen.value = static_cast<int16_t>(number_.value());
        const bool inside = number_.value() >= range.min && number_.value() <= range.max;
        // Out of the range the engine has no words for the action: the number alone.
        const std::string what = !inside ? std::to_string(number_.value())
                                 : find_action_label(rules, s, chosen).value_or(
                                       capitalised(tr_format(rules, explain(rules, s, chosen))));
        add("number-confirm", {x, y, w, h}, app::fill(_("{action} (Enter)"), {{"action", what}}),
            [this, &app] { confirm_number(app); }, ButtonStyle::Primary, how);
        y += h + gap;
        if (open_entry_count() > 1) {
            add("number-back", {x, y, w, h}, _("Another choice (Esc)"),
                [this] {
                    number_.close();
                    number_action_.reset();
                },
                ButtonStyle::Normal, _("Back to the choices"));
            y += h + gap;
        }
        return;
    }
    const std::vector<Action> choices = side_choices();
    for (size_t i = 0; i < choices.size(); ++i) {
        const std::string key = choices_.empty() ? ChoiceLayer::key_name(static_cast<int>(i)) : "";
        const std::string label = side_choice_label(choices[i]);
        add("choice-" + std::to_string(i), {x, y, w, h},
            key.empty() ? label : app::fill(_("{action} ({key})"), {{"action", label}, {"key", key}}),
            [this, &app, a = choices[i]] { choose_side(app, a); }, ButtonStyle::Normal, label);
        y += h + gap;
    }
}

}  // namespace carc::app
