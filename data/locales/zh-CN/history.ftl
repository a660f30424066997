# history：简体中文（中国大陆）
# identical to English by design: history-seat, stats-chart, history-replay-seat
# （原因：名次、玩家、分数只有变量；玩家 · 游戏）

cmd-history-name = 对局记录
cmd-history-description = 本服务器已完成的对局，最新的在前
cmd-history-user = 只看这名玩家的对局
cmd-history-game = 只看这款游戏

cmd-replay-name = 回放
cmd-replay-description = 逐步回放本服务器的一局已完成对局
cmd-replay-number = 对局编号（#123）

cmd-stats-name = 战绩
cmd-stats-description = 一名玩家在本服务器的战绩和积分
cmd-stats-user = 查看谁的战绩（默认：你自己）
cmd-stats-game = 只看这款游戏

cmd-leaderboard-name = 排行榜
cmd-leaderboard-description = 本服务器某款游戏的高手榜
cmd-leaderboard-game = 哪款游戏

cmd-settings-ranked-name = 排名局数
cmd-settings-ranked-description = 玩家要完成多少局计分对局才会上排行榜
cmd-settings-ranked-games = 局数（留空：3）

settings-ranked_games = 上榜所需局数

settings-bad_ranked_games = 请选择 { $min } 到 { $max } 局。

help-cmd-history = `/{ cmd-history-name } [{ cmd-option-user }] [{ cmd-option-game }]`：本服务器已完成的对局；`/{ cmd-replay-name } { cmd-option-number }:<编号>` 可以回放其中一局
help-cmd-stats = `/{ cmd-stats-name } [{ cmd-option-user }] [{ cmd-option-game }]`：个人战绩和积分；`/{ cmd-leaderboard-name } { cmd-option-game }:<游戏>`：高手榜

game-number = 对局 #{ $number }

game-number_line = -# 对局 #{ $number }

game-number_final = -# 对局 #{ $number } · 用 `/{ cmd-replay-name } { cmd-option-number }:{ $number }` 回放这一局

history-rating_changes = 📈 积分：{ $changes }

history-rating_change = { $player } { $rating }（{ $change }）

history-title = 已完成的对局

history-title_player = { $player } 已完成的对局

history-empty = 还没有已完成的对局。

history-hint = 用 `/{ cmd-replay-name } { cmd-option-number }:<编号>` 回放其中一局。

history-line = **#{ $number }** { $game } · { $date } · { $minutes } 分钟，{ $moves } 步

history-seat = { $place } { $player } { $score }

history-no_such_game = 本服务器没有已完成的对局 #{ $number }。

history-in_progress = 对局 #{ $number } 还在进行中：结束后才能回放。

history-abandoned = 对局 #{ $number } 在结束前就被终止了，没有内容可以回放。

history-button-round_back = ⏪ 上一回合
history-button-round_forward = 下一回合 ⏩
history-button-post_summary = 🎞️ 发布回顾动画

history-replay-head = **{ $game } · 对局 #{ $number }**：第 { $step }/{ $steps } 步 · 全部公开
history-replay-start = 🃏 发牌：游戏开始时每个人的手牌。
history-replay-seat = 👁 { $player }
history-replay-seen = 👁 { $player } 看到的：手牌与秘密选择
history-replay-final = 🏁 最终结果：{ $scores }

history-summary-caption = { $game } #{ $number } · 第 { $step }/{ $steps } 步
history-summary-posted_by = 🎞️ **{ $game } · 对局 #{ $number }**，逐回合回顾（由 { $player } 分享）。
history-summary-posted = 回顾动画已发布到频道。
history-summary-cannot_post = 我没法在这个频道发消息（需要“发送消息”和“附加文件”权限）。

stats-title = { $player } 的战绩

stats-none = 本服务器还没有已完成的对局。

stats-played = 对局数

stats-won = 胜局

stats-average_place = 平均名次

stats-average_score = 平均得分

stats-best_score = 最高得分

stats-favourite = 最常玩的游戏

stats-rating = 积分 · { $game }

stats-rank = 排行榜

stats-needs_games = 完成 { $games } 局后上榜

stats-unranked = 尚未上榜

stats-game_line = **{ $game }**：{ $played } 局，胜 { $won } 局 · 平均 { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) } 分，最高 { $best } 分 · 积分 { $rating }{ $trend } · { $rank }

stats-chart = { $player } · { $game }

leaderboard-title = { $game }排行榜

leaderboard-line = **{ $rank }.** { $player }：**{ $rating }** · { $games } 局，胜 { $wins } 局

leaderboard-empty = 目前还没有人上榜：玩家需要完成 { $games } 局对局。

leaderboard-you_need = 你有 { $have } 局计分对局；完成 { $games } 局后上榜。

leaderboard-you_never = 你还没有完成过这款游戏。

leaderboard-explain = -# 积分：采用 openskill 的 Plackett-Luce 模型（初始 1000 分；电脑玩家也参与积分）。完成 { $games } 局后上榜。

history-move-other = **{ $player }**：{ $action }

# Words drawn in the pictures (rendering/history.py)
history-pic-rating = 积分
history-pic-games = 对局数
history-pic-wins = 胜局
history-pic-player = 玩家
history-pic-computer = 电脑
history-pic-no_games = 还没有计分对局
history-pic-trend = 每局之后的积分
history-pic-leaderboard = 排行榜

## Seasons
cmd-option-season = 赛季
cmd-option-length = 长度
cmd-leaderboard-season = 哪个赛季（默认：本赛季）
cmd-settings-season-name = 赛季长度
cmd-settings-season-description = 排行榜每个赛季的长度
cmd-settings-season-length = 长度
settings-season_length = 排行榜赛季
season-current = 本赛季
season-previous = 上个赛季
season-two_ago = 两个赛季前
season-three_ago = 三个赛季前
season-all_time = 历来
season-of = 赛季：{ $dates }
season-dates = { $start }至{ $end }
season-length_1 = 每月
season-length_2 = 每两个月
season-length_3 = 每季度
season-length_4 = 每四个月
season-length_6 = 每半年
season-length_12 = 每年
season-ended_title = 🏆 赛季结束（{ $dates }）
season-podium = **{ $game }**：{ $podium }
season-podium_place = { $medal } { $player }（{ $rating }）
season-ended_next = 新赛季开始了。积分会延续下去，只是稍微没那么确定，每个人都能再往上爬：用 `/{ cmd-leaderboard-name }` 查看，过去的赛季用 `{ cmd-option-season }:`。
stats-season_rating = 本赛季 { $rating }

## Pictures round 2: where a step is, in each game's own word for its round
history-round = { $game ->
        [fisherman] 第 { $round } 场{ -fisherman-tournament }
        [fleamarket] 第 { $round } 轮
       *[other] 第 { $round } 回合
    }
