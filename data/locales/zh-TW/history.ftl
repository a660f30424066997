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

help-cmd-history = `/對局紀錄 [user] [game]`：這個伺服器已完成的對局；`/重播 number:<編號>` 可以重看其中一場
help-cmd-stats = `/戰績 [user] [game]`：個人戰績與積分；`/排行榜 game:<遊戲>`：頂尖玩家

game-number = 對局 #{ $number }

game-number_line = -# 對局 #{ $number }

game-number_final = -# 對局 #{ $number } · 用 `/重播 number:{ $number }` 重看這一場

history-rating_changes = 📈 積分：{ $changes }

history-rating_change = { $player } { $rating }（{ $change }）

history-title = 已完成的對局

history-title_player = { $player } 已完成的對局

history-empty = 還沒有已完成的對局。

history-hint = 用 `/重播 number:<編號>` 重看其中一場。

history-line = **#{ $number }** { $game } · { $date } · { $minutes } 分鐘，{ $moves } 步

history-seat = { $place } { $player } { $score }

history-no_such_game = 這個伺服器沒有已完成的對局 #{ $number }。

history-in_progress = 對局 #{ $number } 還在進行中：結束後才能重播。

history-abandoned = 對局 #{ $number } 在結束前就被終止了，沒有內容可以重播。

history-button-round_back = ⏪ 上一回合
history-button-round_forward = 下一回合 ⏩
history-button-post_summary = 🎞️ 發布精華動畫

history-replay-head = **{ $game } · 對局 #{ $number }**：第 { $step }/{ $steps } 步 · 全部公開
history-replay-round = 第 { $round } 回合
history-replay-start = 🃏 發牌：遊戲開始時每個人的手牌。
history-replay-seat = 👁 { $player }
history-replay-seen = 👁 { $player } 看到的：手牌與秘密選擇
history-replay-final = 🏁 最終結果：{ $scores }

history-summary-caption = { $game } #{ $number } · 第 { $step }/{ $steps } 步
history-summary-posted_by = 🎞️ **{ $game } · 對局 #{ $number }**，逐回合回顧（由 { $player } 分享）。
history-summary-posted = 精華動畫已發布到頻道。
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

stats-game_line = **{ $game }**：{ $played } 場，勝 { $won } 場 · 平均 { $average } 分，最高 { $best } 分 · 積分 { $rating }{ $trend } · { $rank }

stats-chart = { $player } · { $game }

leaderboard-title = { $game } 排行榜

leaderboard-line = **{ $rank }.** { $player }：**{ $rating }** · { $games } 場，勝 { $wins } 場

leaderboard-empty = 目前還沒有人列入排名：玩家需要完成 { $games } 場對局。

leaderboard-you_need = 你有 { $have } 場計分對局；完成 { $games } 場後列入排名。

leaderboard-you_never = 你還沒有完成過這款遊戲。

leaderboard-explain = -# 積分：採用 openskill 的 Plackett-Luce 模型（起始 1000 分；電腦玩家也計分）。完成 { $games } 場後列入排名。

history-move-other = **{ $player }**：{ $action }

history-tsukiji-ticket = 🎫 **{ $player }** 在{ -tsukiji-lot } { $lot } 放下{ $ticket }。
history-tsukiji-take = ↩️ **{ $player }** 收回了{ -tsukiji-lot } { $lot } 上的{ -tsukiji-ticket }。
history-tsukiji-reset = ↩️ **{ $player }** 收回了自己的{ -tsukiji-ticket }。
history-tsukiji-confirm = ✅ **{ $player }** 確認了自己的{ -tsukiji-ticket }。
history-tsukiji-confirmed = ✅ **{ $player }** 確認了自己的{ -tsukiji-ticket }。
history-fleamarket-round = 🔔 第 { $round } 輪開始：由 **{ $player }** 先手。
history-tsukiji-round = 🔔 第 { $round } 輪開始：由 **{ $player }** 先手。
history-tsukiji-reveal = 🎫 第 { $round } 回合：翻開{ -tsukiji-ticket }，為每個{ -tsukiji-lot }定價。
history-tsukiji-buy = 🛒 **{ $player }** 買下一個{ -tsukiji-lot }。
history-tsukiji-pass = 💴 **{ $player }** 放棄購買。
history-tsukiji-takusan = 🌈 **{ $player }** 把{ -tsukiji-takusan }放進 { $row } 那一列。
history-tsukiji-yakuza = 🕶️ { -tsukiji-yakuza }拿走了 **{ $player }** 的一張 { $row }。

history-fisherman-trick = 🐟 **{ $player }** 以 { $card } 贏得第 { $trick } { -fisherman-trick }，收下：{ $kept }。
history-fisherman-played = 🎴 **{ $player }** 打出 { $card }。
history-fisherman-play = 🎴 **{ $player }** 打出 { $card }。
history-fisherman-tournament_end = 🚩 第 { $tournament } 場{ -fisherman-tournament }結束：漁獲最佳的是 { $players }。
history-fisherman-target = 🎯 **{ $player }** 選擇{ -fisherman-target }：{ $species }。
history-fisherman-junk = 🗑️ **{ $player }** 選擇{ -fisherman-junk }：{ $species }。
history-fisherman-order = ⚖️ **{ $player }** 決定了{ -fisherman-order }。
history-fisherman-size = 📏 **{ $player }** 決定了{ -fisherman-size }。

history-fleamarket-price_war = 💥 { -fleamarket-price-war }：{ $colours }，共棄掉 { $count } 張牌。
history-fleamarket-settlement = 📊 第 { $round } 輪{ -fleamarket-settlement }。
history-fleamarket-event-cut = 🏷️ **{ $player }** { -fleamarket-price-cut } { $amount } 點（¥{ $cost }）。
history-fleamarket-event-no_cut = 🏷️ **{ $player }** 不{ -fleamarket-price-cut }。
history-fleamarket-event-extra = 📦 **{ $player }** 花 ¥{ $cost } 額外{ -fleamarket-restock } 1 張。
history-fleamarket-take-money = { -fleamarket-money }
history-fleamarket-take-popularity = { -fleamarket-popularity }
history-fleamarket-value = 🛒 **{ $player }** 選擇鋪出數值 { $value } 的牌。
history-fleamarket-card = 🛒 **{ $player }** 把 { $card } 加入這次{ -fleamarket-display }。
history-fleamarket-back = ↩️ **{ $player }** 返回上一步。
history-fleamarket-play = 🛒 **{ $player }** 鋪出選好的牌。
history-fleamarket-pass = ✋ **{ $player }** 結束{ -fleamarket-display }。
history-fleamarket-discard = 🗑️ **{ $player }** 棄掉 { $card } 作為維護成本。
history-fleamarket-tie = ⚖️ **{ $player }** 選擇當{ $take }。
history-fleamarket-sale = 🏷️ **{ $player }** 把一張{ -fleamarket-sale }牌收為{ $take }。
history-fleamarket-cut = 🏷️ **{ $player }** { -fleamarket-price-cut } { $amount } 點。
history-fleamarket-draw = 📦 **{ $player }** { -fleamarket-restock }。
history-fleamarket-stall = 🏪 **{ $player }** 增加一個{ -fleamarket-stall }。
history-fleamarket-extra = 📦 **{ $player }** 額外{ -fleamarket-restock } 1 張。
history-fleamarket-done = 📦 **{ $player }** 完成{ -fleamarket-restock }。

history-silkroad-load = ⛵ **{ $player }** 裝載 { $colour }。
history-silkroad-swap = 🔁 **{ $player }** 把第 { $ship } 艘{ -silkroad-ship }的貨物換成 { $colour }。
history-silkroad-play = 🃏 **{ $player }** 選擇打出 { $colour }。
history-silkroad-slot = 🃏 **{ $player }** 選擇{ -silkroad-market }第 { $slot } 格。
history-silkroad-confirm = 🃏 **{ $player }** 打出卡牌。
history-silkroad-draw = 🃏 **{ $player }** 補牌。
history-silkroad-undo = ↩️ **{ $player }** 收回選擇。
history-silkroad-skip = ⏭️ **{ $player }** 略過階段 1。
history-silkroad-buy = 🛍️ **{ $player }** 購買了{ $card }。
history-silkroad-exchange = 🏦 **{ $player }** 補 1 張牌（{ -silkroad-exchange }）。
history-silkroad-done = ✅ **{ $player }** 結束回合。

# Words drawn in the pictures (rendering/history.py)
history-pic-revealed = 全部公開
history-pic-rating = 積分
history-pic-games = 對局數
history-pic-wins = 勝場
history-pic-player = 玩家
history-pic-computer = 電腦
history-pic-no_games = 還沒有計分對局
history-pic-trend = 每場對局後的積分
history-pic-leaderboard = 排行榜
