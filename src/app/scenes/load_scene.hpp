// The list of saved games, newest first: named saves and every game's autosave, each with its
// name, date, players and scores, expansions, turn, and whether it is finished, in progress, a
// branch or damaged (with the reason). Choosing one opens it to play on (Load; a finished game
// opens in the review) or in the review (Review a saved game). A field opens any file by its path,
// .jcz games from JCloisterZone included, and files dropped onto the window open the same way. A
// file that cannot be opened leaves the list as it is, with a line naming the file and the
// problem. Each listed game can be renamed or deleted (after a question).
#pragma once

#include <string>
#include <vector>

#include "data/save_index.hpp"
#include "scenes/scene.hpp"
#include "scenes/scenes.hpp"
#include "widgets/widgets.hpp"

namespace carc::app {

class LoadScene : public Scene {
public:
    LoadScene(App& app, OpenMode mode);
    const char* name() const override { return "load"; }
    void event(App& app, const SDL_Event& e) override;
    void render(App& app) override;
    WidgetSet* widgets() override { return &ui_; }
    bool file_dropped(App& app, const std::string& path) override;

    OpenMode mode() const { return mode_; }
    const std::vector<SaveSummary>& rows() const { return rows_; }
    // Why the last file could not be opened (names the file); empty when none failed.
    const std::string& error() const { return error_; }
    void open(App& app, const std::string& path);
    void refresh(App& app);

private:
    void layout(App& app);
    void draw_row(App& app, const SaveSummary& s, const SDL_Rect& r, bool autosave);
    void keep_focus_visible();
    int focused_row() const;  // the row the focus is on (or on one of its buttons), -1
    void ask_delete(App& app, int row);
    void ask_rename(App& app, int row);

    OpenMode mode_;
    WidgetSet ui_;
    std::vector<SaveSummary> rows_;
    std::vector<bool> autosave_;  // per row
    std::string path_;
    std::string error_;
    int scroll_ = 0;
    int row_h_ = 0;
    int gap_ = 0;
    SDL_Rect list_{};
};

}  // namespace carc::app
