// Scenes drawn over another scene: the rules text of an expansion, the list of controls, the
// pause menu of a game, settings, and a yes/no question. Each dims what is below and takes the
// keyboard until closed (Esc closes all of them).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "scenes/scene.hpp"
#include "shell/markdown.hpp"
#include "widgets/widgets.hpp"

namespace carc::app {

class Overlay : public Scene {
public:
    bool overlay() const override { return true; }
    WidgetSet* widgets() override { return &ui_; }
    void event(App& app, const SDL_Event& e) override;

protected:
    virtual void layout(App& app) = 0;
    virtual void on_key(App&, const SDL_Event&) {}
    // The dimmed backdrop and the panel everything sits on.
    SDL_Rect frame(App& app, int w, int h);
    WidgetSet ui_;
    SDL_Rect panel_{};
};

// An expansion's rules text; opened from a log line, at the rule the line applies (`anchor`,
// include/carc/rule_links.hpp): scrolled to it and highlighted. Beside each rule with a demo
// (carc/demos.hpp) a "Show me" button opens that game in the review at the action the rule is
// about, over the scene below this panel (Esc there returns to it).
class RulesOverlay : public Overlay {
public:
    RulesOverlay(App& app, const std::string& expansion_id, std::string anchor = "");
    const char* name() const override { return "rules"; }
    void render(App& app) override;
    const std::string& title() const { return title_; }
    const std::vector<TextBlock>& blocks() const { return blocks_; }
    const std::string& anchor() const { return anchor_; }
    // The highlighted rule's band and the text's viewport as drawn last frame (empty band when
    // the text has no such rule).
    const SDL_Rect& highlighted() const { return highlight_; }
    const SDL_Rect& viewport() const { return view_; }
    // The rules with a demo that verifies, and their "Show me" buttons drawn last frame (those
    // scrolled into view).
    const std::vector<std::string>& demo_anchors() const { return demo_anchors_; }
    const std::vector<std::pair<std::string, SDL_Rect>>& show_me_buttons() const { return show_me_; }
    void show_me(App& app, const std::string& anchor);

private:
    void layout(App& app) override;
    void on_key(App& app, const SDL_Event& e) override;
    bool has_demo(const std::string& anchor) const;
    std::string expansion_;
    std::vector<std::string> demo_anchors_;
    std::vector<std::pair<std::string, SDL_Rect>> show_me_;
    std::string title_;
    std::vector<TextBlock> blocks_;
    std::string anchor_;
    bool scroll_to_anchor_ = false;
    int anchor_top_ = -1;  // the rule's top in the laid-out text
    SDL_Rect highlight_{}, view_{};
    int scroll_ = 0;
    int content_h_ = 0;
};

class ConfirmOverlay : public Overlay {
public:
    ConfirmOverlay(std::string question, std::string yes, std::function<void(App&)> on_yes);
    const char* name() const override { return "confirm"; }
    void render(App& app) override;

private:
    void layout(App& app) override;
    std::string question_, yes_;
    std::function<void(App&)> on_yes_;
};

}  // namespace carc::app
