// New game setup: 2–5 seats with a name and a colour (colours are unique; each shows its letter),
// the expansions of the catalogue as switches with their one-line summary and a "?" for their
// rules text, the options each switched-on expansion declares, how many of each of its figures a
// player has (the rules' count, or another as a house rule), and an optional seed. An element
// switched on without the tiles it acts on (the dragon without volcanoes: idle_elements) shows the
// data's notice under its switch; the game may still start. Start builds the ruleset through the
// engine; its error, if any, is shown as written.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "carc/ruleset.hpp"
#include "scenes/scene.hpp"
#include "widgets/widgets.hpp"

namespace carc::app {

class SetupScene : public Scene {
public:
    explicit SetupScene(App& app);
    const char* name() const override { return "setup"; }
    void event(App& app, const SDL_Event& e) override;
    void render(App& app) override;
    WidgetSet* widgets() override { return &ui_; }

    // The setup Start would use (a random seed when the field is empty).
    Setup setup() const;
    const std::string& error() const { return error_; }
    int seats() const { return static_cast<int>(seats_.size()); }
    // Why a seat cannot play with the expansions switched on (a sixth player without Inns &
    // Cathedrals); empty when every seat can.
    std::string seat_problem() const;
    // The notices under the switches of elements with nothing to act on, as shown (translated),
    // keyed "expansion.option"; as of the last layout.
    std::map<std::string, std::string> idle_notices() const;
    // The rules' refusal of the expansions chosen, empty when they combine (shown beside the
    // switches at once, not only at Start).
    const std::string& conflict() const { return conflict_; }

private:
    void layout(App& app);
    void start(App& app);
    void set_expansion(const std::string& id, bool on);
    int max_seats() const;
    std::string next_free_color(const std::string& after) const;
    bool figure_in_play(const ExpansionDef& e, const FigureDef& f) const;
    void figure_rows(App& app, const ExpansionDef& e, int x, int w, int& y);
    void conflict_rows(App& app, const ExpansionDef& e, int cx, int cw, int& cy);
    // An expansion's one-line summary wraps to this width under its switch, taking this height.
    int summary_wrap(App& app) const;
    int summary_height(App& app, const ExpansionDef& e) const;
    // The elements switched on that have nothing to act on, for the expansions and options chosen
    // now ("princess-dragon.dragon"); recomputed only when those change.
    const std::vector<std::string>& idle_options();

    const Catalog* catalog_;
    WidgetSet ui_;
    std::vector<PlayerSetup> seats_;
    std::map<std::string, bool> enabled_;
    std::map<std::string, std::map<std::string, std::string>> options_;
    std::map<std::string, int> figures_;  // figure id -> house-rule count (absent: the rules')
    std::string seed_;
    std::string error_;
    int scroll_ = 0;     // expansions column, pixels
    int content_h_ = 0;  // height of the expansions column's content
    struct Notice {
        std::string key;   // "princess-dragon.dragon"
        std::string text;  // translated
        SDL_Rect rect;     // where it is drawn (wrapped to rect.w)
        bool refusal = false;  // the rules refuse the choice (drawn as an error), else a note
    };
    std::vector<Notice> notices_;      // laid out with the widgets
    std::string idle_for_;             // the expansions and options idle_ was computed for
    std::vector<std::string> idle_;
    std::vector<std::string> replaced_;  // options replaced_options leaves out, "expansion.option"
    // What the rules refuse in the expansions and options chosen (a City with a river), found as
    // soon as they are chosen, and the expansions whose switching off would settle it.
    std::string conflict_;
    std::vector<std::string> way_out_;
    std::string last_switched_on_;
    bool reveal_conflict_ = false;  // a new refusal not yet scrolled into view
    SDL_Rect column_{};  // the expansions column on screen
};

}  // namespace carc::app
