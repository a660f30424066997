# history: 日本語
# identical to English by design: history-move-other, stats-chart, history-replay-seat
# （名前と値を並べるだけの形）

cmd-history-name = 履歴
cmd-history-description = このサーバーで終わったゲーム（新しい順）
cmd-history-user = このプレイヤーのゲームだけ
cmd-history-game = このゲームだけ

cmd-replay-name = リプレイ
cmd-replay-description = このサーバーで終わったゲームを1手ずつ見返します
cmd-replay-number = ゲーム番号（#123）

cmd-stats-name = 戦績
cmd-stats-description = このサーバーでのプレイヤーの戦績とレーティング
cmd-stats-user = 誰の戦績か（省略時: あなた）
cmd-stats-game = このゲームだけ

cmd-leaderboard-name = ランキング
cmd-leaderboard-description = このサーバーでのゲームごとの上位プレイヤー
cmd-leaderboard-game = どのゲーム

cmd-settings-ranked-name = ランキング条件
cmd-settings-ranked-description = ランキングに載るまでに必要なレーティング対象のゲーム数
cmd-settings-ranked-games = ゲーム数（省略時: 3）

settings-ranked_games = ランキングに載る条件

settings-bad_ranked_games = { $min }～{ $max }ゲームの間で選んでください。

help-cmd-history = `/{ cmd-history-name } [{ cmd-option-user }] [{ cmd-option-game }]`: このサーバーで終わったゲーム。`/{ cmd-replay-name } { cmd-option-number }:<n>` で見返せます
help-cmd-stats = `/{ cmd-stats-name } [{ cmd-option-user }] [{ cmd-option-game }]`: 戦績とレーティング。`/{ cmd-leaderboard-name } { cmd-option-game }:<ゲーム>`: 上位プレイヤー

game-number = ゲーム #{ $number }

game-number_line = -# ゲーム #{ $number }

game-number_final = -# ゲーム #{ $number } · `/{ cmd-replay-name } { cmd-option-number }:{ $number }` で見返せます

history-rating_changes = 📈 レーティング: { $changes }

history-rating_change = { $player } { $rating }（{ $change }）

history-title = 終わったゲーム

history-title_player = { $player } さんの終わったゲーム

history-empty = 終わったゲームはまだありません。

history-hint = `/{ cmd-replay-name } { cmd-option-number }:<n>` で見返せます。

history-line = **#{ $number }** { $game } · { $date } · { $minutes }分、{ $moves }手

history-seat = { $place } { $player }: { $score }

history-no_such_game = このサーバーには終わったゲーム #{ $number } はありません。

history-in_progress = ゲーム #{ $number } はまだ遊んでいる途中です。終わればリプレイできます。

history-abandoned = ゲーム #{ $number } は最後まで行かずに中止されたので、リプレイはありません。

history-button-round_back = ⏪ ラウンド
history-button-round_forward = ラウンド ⏩
history-button-post_summary = 🎞️ まとめを投稿

history-replay-head = **{ $game } · ゲーム #{ $number }**: { $step }/{ $steps }手目 · すべて公開
history-replay-start = 🃏 配られた手札: ゲーム開始時の全員の手札です。
history-replay-seat = 👁 { $player }
history-replay-seen = 👁 { $player } の画面: 手札と秘密の選択
history-replay-final = 🏁 結果: { $scores }

history-summary-caption = { $game } #{ $number } · { $step }/{ $steps }手目
history-summary-posted_by = 🎞️ **{ $game } · ゲーム #{ $number }** のラウンドごとのまとめ（{ $player } さんが共有）。
history-summary-posted = まとめをチャンネルに投稿しました。
history-summary-cannot_post = このチャンネルには投稿できません（メッセージを送信・ファイルを添付の権限が必要です）。

stats-title = { $player } さんの戦績

stats-none = このサーバーで終わったゲームはまだありません。

stats-played = ゲーム数

stats-won = 勝利

stats-average_place = 平均順位

stats-average_score = 平均得点

stats-best_score = 最高得点

stats-favourite = よく遊ぶゲーム

stats-rating = レーティング · { $game }

stats-rank = ランキング

stats-needs_games = { $games }ゲームでランキング入り

stats-unranked = まだランキング外

stats-game_line = **{ $game }**: { $played }ゲーム、{ $won }勝 · 平均{ NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }点、最高{ $best }点 · レーティング { $rating }{ $trend } · { $rank }

stats-chart = { $player } · { $game }

leaderboard-title = { $game }ランキング

leaderboard-line = **{ $rank }位** { $player }: **{ $rating }** · { $games }ゲーム、{ $wins }勝

leaderboard-empty = まだ誰もランキングに載っていません。載るには終わったゲームが{ $games }回必要です。

leaderboard-you_need = あなたのレーティング対象のゲームは{ $have }回です。{ $games }回でランキングに載ります。

leaderboard-you_never = あなたはまだこのゲームを最後まで遊んでいません。

leaderboard-explain = -# レーティング: openskillのPlackett-Luceモデル（初期値1000、CPUにもレーティングがあります）。{ $games }ゲームでランキング入り。

history-move-other = **{ $player }**: { $action }

# Words drawn in the pictures (rendering/history.py)
history-pic-rating = レーティング
history-pic-games = ゲーム数
history-pic-wins = 勝利
history-pic-player = プレイヤー
history-pic-computer = CPU
history-pic-no_games = レーティング対象のゲームはまだありません
history-pic-trend = ゲームごとのレーティング推移
history-pic-leaderboard = ランキング

## Seasons
cmd-option-season = シーズン
cmd-option-length = 長さ
cmd-leaderboard-season = どのシーズン（省略時は今シーズン）
cmd-settings-season-name = シーズン期間
cmd-settings-season-description = ランキングの1シーズンの長さ
cmd-settings-season-length = 長さ
settings-season_length = ランキングのシーズン
season-current = 今シーズン
season-previous = 前シーズン
season-two_ago = 2シーズン前
season-three_ago = 3シーズン前
season-all_time = 通算
season-of = シーズン：{ $dates }
season-dates = { $start }～{ $end }
season-length_1 = 毎月
season-length_2 = 2か月ごと
season-length_3 = 四半期ごと
season-length_4 = 4か月ごと
season-length_6 = 半年ごと
season-length_12 = 毎年
season-ended_title = 🏆 シーズン終了（{ $dates }）
season-podium = **{ $game }**：{ $podium }
season-podium_place = { $medal } { $player }（{ $rating }）
season-ended_next = 新しいシーズンが始まりました。レーティングは少しだけ不確かになって引き継がれるので、誰でもまた上を目指せます。`/{ cmd-leaderboard-name }`で確認でき、過去のシーズンは`{ cmd-option-season }:`で見られます。
stats-season_rating = 今シーズン：{ $rating }

## Pictures round 2: where a step is, in each game's own word for its round
history-round = { $game ->
        [fisherman] { -fisherman-tournament } { $round }
       *[other] ラウンド{ $round }
    }
