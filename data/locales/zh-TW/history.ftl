# history：繁體中文（台灣）
# identical to English by design: history-seat, stats-chart, history-replay-seat
# （原因：名次、玩家、分數只有代入值；玩家 · 遊戲）

cmd-history-name = 對局紀錄
cmd-history-description = 這個伺服器已完成的對局，最新的在前
cmd-history-user = 只看這位玩家的對局
cmd-history-game = 只看這款遊戲

cmd-replay-name = 重播
cmd-replay-description = 一步一步重看這個伺服器的一場已完成對局
cmd-replay-number = 對局編號（#123）

cmd-stats-name = 戰績
cmd-stats-description = 一位玩家在這個伺服器的戰績與積分
cmd-stats-user = 看誰的戰績（預設：你自己）
cmd-stats-game = 只看這款遊戲

cmd-leaderboard-name = 排行榜
cmd-leaderboard-description = 這個伺服器某款遊戲的頂尖玩家
cmd-leaderboard-game = 哪一款遊戲

cmd-settings-ranked-name = 排名場數
cmd-settings-ranked-description = 玩家需要完成幾場計分對局才會列入排行榜
cmd-settings-ranked-games = 場數（留空：3）

settings-ranked_games = 列入排名所需場數

settings-bad_ranked_games = 請選擇 { $min } 到 { $max } 場。

help-cmd-history = `/{ cmd-history-name } [{ cmd-option-user }] [{ cmd-option-game }]`：這個伺服器已完成的對局；`/{ cmd-replay-name } { cmd-option-number }:<編號>` 可以重看其中一場
help-cmd-stats = `/{ cmd-stats-name } [{ cmd-option-user }] [{ cmd-option-game }]`：個人戰績與積分；`/{ cmd-leaderboard-name } { cmd-option-game }:<遊戲>`：頂尖玩家

game-number = 對局 #{ $number }

game-number_line = -# 對局 #{ $number }

game-number_final = -# 對局 #{ $number } · 用 `/{ cmd-replay-name } { cmd-option-number }:{ $number }` 重看這一場

history-rating_changes = 📈 積分：{ $changes }

history-rating_change = { $player } { $rating }（{ $change }）

history-title = 已完成的對局

history-title_player = { $player } 已完成的對局

history-empty = 還沒有已完成的對局。

history-hint = 用 `/{ cmd-replay-name } { cmd-option-number }:<編號>` 重看其中一場。

history-line = **#{ $number }** { $game } · { $date } · { $minutes } 分鐘，{ $moves } 步

history-seat = { $place } { $player } { $score }

history-no_such_game = 這個伺服器沒有已完成的對局 #{ $number }。

history-in_progress = 對局 #{ $number } 還在進行中：結束後才能重播。

history-abandoned = 對局 #{ $number } 在結束前就被終止了，沒有內容可以重播。

history-button-round_back = ⏪ 上一回合
history-button-round_forward = 下一回合 ⏩
history-button-post_summary = 🎞️ 發布回顧動畫

history-replay-head = **{ $game } · 對局 #{ $number }**：第 { $step }/{ $steps } 步 · 全部公開
history-replay-start = 🃏 發牌：遊戲開始時每個人的手牌。
history-replay-seat = 👁 { $player }
history-replay-seen = 👁 { $player } 看到的：手牌與祕密選擇
history-replay-final = 🏁 最終結果：{ $scores }

history-summary-caption = { $game } #{ $number } · 第 { $step }/{ $steps } 步
history-summary-posted_by = 🎞️ **{ $game } · 對局 #{ $number }**，逐回合回顧（由 { $player } 分享）。
history-summary-posted = 回顧動畫已發布到頻道。
history-summary-cannot_post = 我無法在這個頻道發文（需要「傳送訊息」和「附加檔案」權限）。

stats-title = { $player } 的戰績

stats-none = 這個伺服器還沒有已完成的對局。

stats-played = 對局數

stats-won = 勝場

stats-average_place = 平均名次

stats-average_score = 平均得分

stats-best_score = 最高得分

stats-favourite = 最常玩的遊戲

stats-rating = 積分 · { $game }

stats-rank = 排行榜

stats-needs_games = 完成 { $games } 場後列入排名

stats-unranked = 尚未列入排名

stats-game_line = **{ $game }**：{ $played } 場，勝 { $won } 場 · 平均 { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } 分，最高 { $best } 分 · 積分 { $rating }{ $trend } · { $rank }

stats-chart = { $player } · { $game }

leaderboard-title = { $game }排行榜

leaderboard-line = **{ $rank }.** { $player }：**{ $rating }** · { $games } 場，勝 { $wins } 場

leaderboard-empty = 目前還沒有人列入排名：玩家需要完成 { $games } 場對局。

leaderboard-you_need = 你有 { $have } 場計分對局；完成 { $games } 場後列入排名。

leaderboard-you_never = 你還沒有完成過這款遊戲。

leaderboard-explain = -# 積分：採用 openskill 的 Plackett-Luce 模型（起始 1000 分；電腦玩家也計分）。完成 { $games } 場後列入排名。

history-move-other = **{ $player }**：{ $action }

# Words drawn in the pictures (rendering/history.py)
history-pic-rating = 積分
history-pic-games = 對局數
history-pic-wins = 勝場
history-pic-player = 玩家
history-pic-computer = 電腦
history-pic-no_games = 還沒有計分對局
history-pic-trend = 每場對局後的積分
history-pic-leaderboard = 排行榜

## Seasons
cmd-option-season = 賽季
cmd-option-length = 長度
cmd-leaderboard-season = 哪個賽季（預設：本賽季）
cmd-settings-season-name = 賽季長度
cmd-settings-season-description = 排行榜每個賽季的長度
cmd-settings-season-length = 長度
settings-season_length = 排行榜賽季
season-current = 本賽季
season-previous = 上個賽季
season-two_ago = 兩個賽季前
season-three_ago = 三個賽季前
season-all_time = 歷來
season-of = 賽季：{ $dates }
season-dates = { $start }至{ $end }
season-length_1 = 每月
season-length_2 = 每兩個月
season-length_3 = 每季
season-length_4 = 每四個月
season-length_6 = 每半年
season-length_12 = 每年
season-ended_title = 🏆 賽季結束（{ $dates }）
season-podium = **{ $game }**：{ $podium }
season-podium_place = { $medal } { $player }（{ $rating }）
season-ended_next = 新賽季開始了。積分會延續下去，只是稍微不那麼確定，每個人都能再往上爬：用 `/{ cmd-leaderboard-name }` 查看，過去的賽季用 `{ cmd-option-season }:`。
stats-season_rating = 本賽季 { $rating }

## Pictures round 2: where a step is, in each game's own word for its round
history-round = { $game ->
        [fisherman] 第 { $round } 場{ -fisherman-tournament }
        [fleamarket] 第 { $round } 輪
       *[other] 第 { $round } 回合
    }
