// The end of a game. The final count is replayed one feature at a time over the final board
// (roads, cities, monasteries and gardens, fields, in the engine's order), each feature lit in
// the colour of whoever scores it while the totals run up. Then the table of points per player
// and category, the winners, and the chart of every score over the turns. Space steps, Enter
// skips to the results; New game, Review this game and Main menu lead on.
#pragma once

#include <memory>
#include <vector>

#include "board/board_view.hpp"
#include "board/tile_art.hpp"
#include "scenes/scene.hpp"
#include "shell/game_session.hpp"
#include "widgets/element_points.hpp"
#include "widgets/widgets.hpp"

namespace carc::app {

class EndScene : public Scene {
public:
    EndScene(App& app, std::shared_ptr<GameSession> session, std::shared_ptr<TileArt> art);
    const char* name() const override { return "end"; }
    void event(App& app, const SDL_Event& e) override;
    void update(App& app, double dt_ms) override;
    void render(App& app) override;
    bool animating() const override { return !done(); }
    WidgetSet* widgets() override { return &ui_; }

    bool done() const { return step_ >= static_cast<int>(steps_.size()); }
    int step() const { return step_; }
    const std::vector<ScoreEvent>& steps() const { return steps_; }
    // Scores and categories as shown now (during the replay they run up to the final ones).
    std::vector<int> shown_scores() const;
    std::vector<std::vector<int>> shown_categories() const;
    std::vector<ScoreCategory> columns() const;
    // The expansions' score elements' points so far (parts of the columns above), in the order
    // of gather_score_elements(): inn roads, cathedral cities, the pig's points.
    std::vector<ElementPoints> shown_element_points() const;
    // Player `player`'s line under their row: "of which roads with an inn 8 · pig 1", or empty.
    std::string elements_line(int player) const;
    std::string headline() const;
    // The table's column headers as drawn last frame (they must never overlap).
    const std::vector<SDL_Rect>& header_rects() const { return header_rects_; }

private:
    void layout(App& app);
    void advance(App& app);

    std::shared_ptr<GameSession> session_;
    std::shared_ptr<TileArt> art_;
    BoardView view_;
    WidgetSet ui_;
    std::vector<ScoreEvent> steps_;
    int step_ = -1;  // -1: before the first step
    uint64_t step_at_ = 0;
    bool fitted_ = false;
    SDL_Rect board_rect_{}, panel_rect_{};
    std::vector<SDL_Rect> header_rects_;
};

}  // namespace carc::app
