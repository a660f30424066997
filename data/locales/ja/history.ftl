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

cmd-settings-ranked-name = ランク入り試合数
cmd-settings-ranked-description = ランキングに載るまでに必要なレーティング対象のゲーム数
cmd-settings-ranked-games = ゲーム数（省略時: 3）

settings-ranked_games = ランキングに載る条件

settings-bad_ranked_games = { $min }～{ $max }ゲームの間で選んでください。

help-cmd-history = `/履歴 [user] [game]`: このサーバーで終わったゲーム。`/リプレイ number:<n>` で見返せます
help-cmd-stats = `/戦績 [user] [game]`: 戦績とレーティング。`/ランキング game:<ゲーム>`: 上位プレイヤー

game-number = ゲーム #{ $number }

game-number_line = -# ゲーム #{ $number }

game-number_final = -# ゲーム #{ $number } · `/リプレイ number:{ $number }` で見返せます

history-rating_changes = 📈 レーティング: { $changes }

history-rating_change = { $player } { $rating }（{ $change }）

history-title = 終わったゲーム

history-title_player = { $player } さんの終わったゲーム

history-empty = 終わったゲームはまだありません。

history-hint = `/リプレイ number:<n>` で見返せます。

history-line = **#{ $number }** { $game } · { $date } · { $minutes }分、{ $moves }手

history-seat = { $place } { $player }: { $score }

history-no_such_game = このサーバーには終わったゲーム #{ $number } はありません。

history-in_progress = ゲーム #{ $number } はまだ遊んでいる途中です。終わればリプレイできます。

history-abandoned = ゲーム #{ $number } は最後まで行かずに中止されたので、リプレイはありません。

history-button-round_back = ⏪ ラウンド
history-button-round_forward = ラウンド ⏩
history-button-post_summary = 🎞️ まとめを投稿

history-replay-head = **{ $game } · ゲーム #{ $number }**: { $step }/{ $steps }手目 · すべて公開
history-replay-round = ラウンド{ $round }
history-replay-start = 🃏 配札: ゲーム開始時の全員の手札です。
history-replay-seat = 👁 { $player }
history-replay-seen = 👁 { $player } の画面：手札と秘密の選択
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

stats-game_line = **{ $game }**: { $played }ゲーム、{ $won }勝 · 平均{ $average }点、最高{ $best }点 · レーティング { $rating }{ $trend } · { $rank }

stats-chart = { $player } · { $game }

leaderboard-title = { $game } ランキング

leaderboard-line = **{ $rank }位** { $player }: **{ $rating }** · { $games }ゲーム、{ $wins }勝

leaderboard-empty = まだ誰もランキングに載っていません。載るには終わったゲームが{ $games }回必要です。

leaderboard-you_need = あなたのレーティング対象のゲームは{ $have }回です。{ $games }回でランキングに載ります。

leaderboard-you_never = あなたはまだこのゲームを最後まで遊んでいません。

leaderboard-explain = -# レーティング: openskillのPlackett-Luceモデル（初期値1000、CPUにもレーティングがあります）。{ $games }ゲームでランキング入り。

history-move-other = **{ $player }**: { $action }

history-tsukiji-ticket = 🎫 **{ $player }** が{ -tsukiji-lot }{ $lot }に{ $ticket }を置きました。
history-tsukiji-take = ↩️ **{ $player }** が{ -tsukiji-lot }{ $lot }の{ -tsukiji-ticket }を戻しました。
history-tsukiji-reset = ↩️ **{ $player }** が{ -tsukiji-ticket }をすべて戻しました。
history-tsukiji-confirm = ✅ **{ $player }** が{ -tsukiji-ticket }を確定しました。
history-tsukiji-confirmed = ✅ **{ $player }** が{ -tsukiji-ticket }を確定しました。
history-fleamarket-round = 🔔 ラウンド{ $round }開始: **{ $player }** から。
history-tsukiji-round = 🔔 ラウンド{ $round }開始: **{ $player }** から。
history-tsukiji-reveal = 🎫 ラウンド{ $round }: { -tsukiji-ticket }を公開し、各{ -tsukiji-lot }の値段が決まりました。
history-tsukiji-buy = 🛒 **{ $player }** が{ -tsukiji-lot }を買いました。
history-tsukiji-pass = 💴 **{ $player }** はパスしました。
history-tsukiji-takusan = 🌈 **{ $player }** が{ -tsukiji-takusan }を{ $row }の列に置きました。
history-tsukiji-yakuza = 🕶️ { -tsukiji-yakuza }が **{ $player }** の{ $row }を1枚持っていきました。

history-fisherman-trick = 🐟 **{ $player }** が{ $card }で{ -fisherman-trick }{ $trick }に勝ちました。獲得: { $kept }
history-fisherman-played = 🎴 **{ $player }** が{ $card }を出しました。
history-fisherman-play = 🎴 **{ $player }** が{ $card }を出しました。
history-fisherman-tournament_end = 🚩 { -fisherman-tournament }{ $tournament }が終わりました。最も釣ったのは: { $players }
history-fisherman-target = 🎯 **{ $player }** が{ -fisherman-target }を選びました: { $species }
history-fisherman-junk = 🗑️ **{ $player }** が{ -fisherman-junk }を選びました: { $species }
history-fisherman-order = ⚖️ **{ $player }** が{ -fisherman-order }を選びました。
history-fisherman-size = 📏 **{ $player }** が{ -fisherman-size }を選びました。

history-fleamarket-price_war = 💥 { -fleamarket-price-war }: { $colours }、{ $count }枚を捨て札に。
history-fleamarket-settlement = 📊 ラウンド{ $round }の{ -fleamarket-settlement }。
history-fleamarket-event-cut = 🏷️ **{ $player }** が{ $amount }点{ -fleamarket-price-cut }しました（¥{ $cost }）。
history-fleamarket-event-no_cut = 🏷️ **{ $player }** は{ -fleamarket-price-cut }しませんでした。
history-fleamarket-event-extra = 📦 **{ $player }** が¥{ $cost }でカードを1枚追加で買いました。
history-fleamarket-take-money = { -fleamarket-money }
history-fleamarket-take-popularity = { -fleamarket-popularity }
history-fleamarket-value = 🛒 **{ $player }** が{ $value }のカードを{ -fleamarket-display }に選びました。
history-fleamarket-card = 🛒 **{ $player }** が{ $card }を{ -fleamarket-display }に加えました。
history-fleamarket-back = ↩️ **{ $player }** が選び直しました。
history-fleamarket-play = 🛒 **{ $player }** が選んだカードを{ -fleamarket-display }しました。
history-fleamarket-pass = ✋ **{ $player }** はパスしました。
history-fleamarket-discard = 🗑️ **{ $player }** が維持費として{ $card }を捨てました。
history-fleamarket-tie = ⚖️ **{ $player }** は「{ $take }」を選びました。
history-fleamarket-sale = 🏷️ **{ $player }** が{ -fleamarket-sale }のカードを{ $take }として残しました。
history-fleamarket-cut = 🏷️ **{ $player }** が{ $amount }点{ -fleamarket-price-cut }しました。
history-fleamarket-draw = 📦 **{ $player }** が{ -fleamarket-restock }をしました。
history-fleamarket-stall = 🏪 **{ $player }** が{ -fleamarket-stall }を1つ増やしました。
history-fleamarket-extra = 📦 **{ $player }** がカードを1枚追加で買いました。
history-fleamarket-done = 📦 **{ $player }** が{ -fleamarket-restock }を終えました。

history-silkroad-load = ⛵ **{ $player }** が{ $colour }を積みました。
history-silkroad-swap = 🔁 **{ $player }** が{ -silkroad-ship }{ $ship }の積み荷を{ $colour }に替えました。
history-silkroad-play = 🃏 **{ $player }** が{ $colour }を出すことにしました。
history-silkroad-slot = 🃏 **{ $player }** が{ -silkroad-market }の{ $slot }番を選びました。
history-silkroad-confirm = 🃏 **{ $player }** がカードを出しました。
history-silkroad-draw = 🃏 **{ $player }** がカードを引きました。
history-silkroad-undo = ↩️ **{ $player }** が選択を取り消しました。
history-silkroad-skip = ⏭️ **{ $player }** はフェイズ1をとばしました。
history-silkroad-buy = 🛍️ **{ $player }** が{ $card }を買いました。
history-silkroad-exchange = 🏦 **{ $player }** が1枚引きました（{ -silkroad-exchange }）。
history-silkroad-done = ✅ **{ $player }** が手番を終えました。

# Words drawn in the pictures (rendering/history.py)
history-pic-revealed = すべて公開
history-pic-rating = レーティング
history-pic-games = ゲーム数
history-pic-wins = 勝利
history-pic-player = プレイヤー
history-pic-computer = CPU
history-pic-no_games = レーティング対象のゲームはまだありません
history-pic-trend = ゲームごとのレーティング推移
history-pic-leaderboard = ランキング
