# core: 日本語
# identical to English by design: help-title, lobby-seat
# （help-title はボットの名前「Ichiba (市場)」なのでそのまま）

cmd-play-name = 遊ぶ
cmd-play-description = このチャンネルでゲームのロビーを開きます
cmd-play-game = 遊ぶゲーム
cmd-play-variant = 築地: 4つのボーナス得点ありで遊ぶ

cmd-game-name = ゲーム
cmd-game-description = このチャンネルのゲームの確認・中止

cmd-status-name = 状況
cmd-status-description = このチャンネルのゲームの進み具合

cmd-abandon-name = 中止
cmd-abandon-description = このチャンネルのゲームを終わらせます（ホストかモデレーターは即時、ほかは過半数の賛成で）

cmd-hand-name = 手札
cmd-hand-description = あなたの手札と秘密の選択（あなたにだけ見えます）

cmd-rules-name = ルール
cmd-rules-description = ゲームのルールを1ページずつ
cmd-rules-game = どのゲーム

error-illegal_action = その手は今は選べません。

error-game_over = このゲームはもう終わっています。

error-not_your_turn = まだあなたの番ではありません。ボードに名前の出ているプレイヤーを待ってください。

error-unknown_game = このゲームはもう存在しません。

error-bad_options = 不明なオプション: { $options }

error-stale = このメッセージは古くなっているため、何も行いませんでした。現在の操作はこちらです:

error-stale_no_controls = このメッセージは古くなっているため、何も行いませんでした。今あなたがすることはありません。

error-not_seated = あなたはこのゲームに参加していません。次のゲームを待つか、/遊ぶ で自分のゲームを開いてください。

error-not_offered = その選択肢は今は選べないため、何も行いませんでした。

error-game_not_active = このゲームは進行中ではありません（まだ始まっていないか、もう終わっています）。

error-internal = こちら側で問題が起きました。ゲームは無事です。もう一度お試しください。

error-missing_permissions = このチャンネルではまだゲームを進行できません。管理者に、ここで次の権限をもらえるよう頼んでください: { $perms }

error-no_game_here = このチャンネルにはゲームがありません。/遊ぶ で始めましょう。

lobby-open = **参加** を押して席についてください（{ $min }～{ $max }人）。全員そろったら、ホストが **開始** を押します。

lobby-players = プレイヤー

lobby-join = 参加

lobby-leave = 退出

lobby-start = 開始

lobby-cancel = 中止

lobby-started = ゲームが始まりました。下のボードをご覧ください。

lobby-cancelled = このロビーは中止されました。

lobby-channel_busy = このチャンネルではすでにゲームが行われています。次を始める前に、そのゲームを終えてください（または /ゲーム 中止）。

lobby-already_joined = あなたはすでにこのゲームに参加しています。

lobby-full = このゲームは満員です（{ $max }人）。

lobby-not_joined = あなたはこのゲームに参加していません。

lobby-host_cannot_leave = ホストは退出できません。ロビーを閉じるには **中止** を押してください。

lobby-host_only = それができるのはホスト（ロビーを開いた人）だけです。

lobby-too_few = 開始には{ $min }人以上必要です（現在{ $have }人）。

lobby-not_open = このロビーは閉じています。

dm-welcome = { $channel } の **{ $game }** に参加しました。手札や秘密の選択の操作は、このDMに届きます。

dm-closed = あなたにDMを送れないため、ボードの **手札を見る** ボタン（または /手札）で自分だけの画面を見てください。

board-my_hand = 手札を見る

hand-nothing = 今あなたがすることはありません。

hand-waiting = 完了です。ゲームはチャンネルで続きます。

game-abandoned = このゲームは中止されました。

game-channel_deleted = **{ $game }** のゲームをしていたチャンネルが削除されたため、ゲームを終了しました。別のチャンネルで /遊ぶ を使えば新しいゲームを始められます。

abandon-voted = 中止への投票を受け付けました（{ $votes }/{ $needed }票）。

abandon-done = ゲームを中止します。

status-lobby = ロビーで待機中。

status-active = 進行中。

status-over = 終了。

status-abandoned = 中止。

status-waiting_for = 待っている相手

status-round = ラウンド

status-phase = フェイズ

phase-over = ゲーム終了

game-over = ゲーム終了！ 勝者: **{ $winners }**

error-malformed = その操作はこのボットのものではない（または壊れている）ため、何も行いませんでした。

error-wrong_channel = その操作は別のチャンネルのゲームのものなので、何も行いませんでした。

lobby-add_computer = CPUを追加

lobby-remove_computer = CPUを外す

lobby-no_computer = 外せるCPUプレイヤーがいません。
lobby-seat = { $number }. { $name }

computer-name = 🤖 CPU { $number }

board-back = 戻りました

timer-paused = ⏸️ 手番タイマーは一時停止中です（ホストが /ゲーム 再開 で再開できます）。

timer-deadline = ⏳ { $players }: { $when }に時間切れになります。

timer-remind = ⏰ { $channel } での持ち時間が半分過ぎました。手番の期限は{ $when }です。

timer-expired = ⏰ **{ $player }** の時間切れのため、CPUが代わりに手番を行いました。

timer-away = ⏰ **{ $player }** が2回続けて時間切れになりました。**戻りました** を押すまでCPUが代わりにプレイします。

timer-not_away = CPUはあなたの代わりにプレイしていません。このボタンを押す必要はありません。

timer-welcome_back = おかえりなさい！ CPUの代理プレイを終了しました。ここからはご自身で操作できます。

cmd-play-turn_time = 1手番の秒数。0でタイマーなし（秘密の選択は長めになります）

cmd-pause-name = 一時停止
cmd-pause-description = このチャンネルのゲームの手番タイマーを止めます（ホストのみ）

cmd-resume-name = 再開
cmd-resume-description = このチャンネルのゲームの手番タイマーを再開します（ホストのみ）

timer-now_paused = 手番タイマーを一時停止しました。

timer-now_resumed = 手番タイマーを再開しました。手番のある人の制限時間はリセットされます。

timer-none = このゲームには手番タイマーがありません。

error-cannot_post = { $channel } に投稿できません。Discordに拒否されました（権限不足）。管理者に、そのチャンネルで次の権限をもらえるよう頼んでください: { $perms }。ゲームは保存されていて、そのまま続きます。また投稿できるようになったら、/ゲーム 状況 でボードを最新の状態に戻せます。

dm-closed_mid_game = { $player } さん、DMが送れなくなりました。自分だけの画面と選択には、ボードの **手札を見る** ボタン（または /手札）を使ってください。

error-damaged = このゲームの保存データが壊れていて復元できないため、手を付けずにそのままにしました。何も行っていません。ホストは /ゲーム 中止 で終わらせることができます。詳しくはボットの運営者がログで確認できます。

error-not_saved = その手を保存できませんでした。ボットのデータベースに今は書き込めません（ディスクがいっぱいか読み取り専用）。何も行っていません。ボットの運営者に伝えて、後でもう一度お試しください。

error-storage = ボットのデータベースに今は書き込めないため（ディスクがいっぱいか読み取り専用）、何も行いませんでした。ボットの運営者に伝えてください。ゲームはそのまま保たれています。

cmd-help-name = ヘルプ
cmd-help-description = Ichibaとは何か、遊び方

cmd-settings-name = 設定
cmd-settings-description = このサーバーでのIchibaの設定（サーバー管理）
cmd-settings-show-name = 表示
cmd-settings-show-description = このサーバーの設定を表示します
cmd-settings-language-name = 言語
cmd-settings-language-description = ボードとチャンネルのメッセージの言語
cmd-settings-language-value = 言語
cmd-settings-turn_time-name = 手番時間
cmd-settings-turn_time-description = ゲームごとの1手番の標準秒数（省略すると初期値に戻ります）
cmd-settings-turn_time-game = どのゲーム
cmd-settings-turn_time-seconds = 1手番の秒数。0でタイマーなし
cmd-settings-speed-name = 思考速度
cmd-settings-speed-description = CPUプレイヤーが手を打つ速さ
cmd-settings-speed-speed = 速さ
cmd-settings-lobby-name = ロビー期限
cmd-settings-lobby-description = 動きのないロビーが閉じるまでの分数
cmd-settings-lobby-minutes = 分（省略時: 30）
cmd-settings-away-name = 放置期限
cmd-settings-away-description = 人間の手番がないゲームが終わるまでの時間数
cmd-settings-away-hours = 時間（省略時: 24）
cmd-settings-role-name = モデレーターロール
cmd-settings-role-description = どのゲームでも終わらせられるロール（省略時: なし）
cmd-settings-role-role = ロール
cmd-settings-channel-name = チャンネル
cmd-settings-channel-description = チャンネルでのゲームを許可・禁止します（指定なし: すべてのチャンネル）
cmd-settings-channel-channel = チャンネル
cmd-settings-channel-allowed = そこでゲームを開けるかどうか

# オプション名（Discordに表示される名前）。メッセージもオプションをこの名前で呼びます。
cmd-option-game = ゲーム
cmd-option-variant = バリアント
cmd-option-turn_time = 手番時間
cmd-option-value = 言語
cmd-option-seconds = 秒数
cmd-option-speed = 速さ
cmd-option-minutes = 分
cmd-option-hours = 時間
cmd-option-count = 数
cmd-option-games = ゲーム数
cmd-option-role = ロール
cmd-option-channel = チャンネル
cmd-option-allowed = 許可
cmd-option-user = プレイヤー
cmd-option-number = 番号

language-default = サーバーのDiscordの言語

# This language's own name, as a server admin sees it in /settings language.
language-self = 日本語

speed-default = ボットの標準

speed-instant = 即時

speed-fast = 速い（0.5秒）

speed-normal = ふつう（1.5秒）

speed-slow = ゆっくり（3秒）

settings-title = このサーバーのIchiba設定

settings-help = /設定 コマンドで変更できます（サーバー管理）。新しい値はこれから開くゲームに適用されます。速さと期限はすぐに反映されます。

settings-saved = ✅ 保存しました。

settings-default = 標準

settings-language = チャンネルの言語

settings-turn_times = 標準の手番時間

settings-turn_time_line = { $game }: { $seconds }秒

settings-computer_speed = CPUプレイヤー

settings-lobby_expiry = ロビーが閉じるまで（動きなし）

settings-minutes = { $minutes }分

settings-away_expiry = ゲームが終わるまで（人間の手番なし）

settings-hours = { $hours }時間

settings-moderator_role = モデレーターロール

settings-game_channels = ゲーム用チャンネル

settings-all_channels = すべてのチャンネル

settings-bad_language = その言語は使えません。次から選んでください: { $choices }

settings-bad_choice = その値は選択肢にありません。

settings-bad_lobby_minutes = ロビーが閉じるまでの時間は、動きがない状態で{ $min }～{ $max }分にできます。

settings-bad_away_hours = ゲームが終わるまでの時間は、人間の手番がない状態で{ $min }～{ $max }時間にできます。

settings-bad_turn_seconds = 1手番は{ $min }～{ $max }秒にできます（0でタイマーなし）。

settings-too_many_channels = ゲーム用に指定できるチャンネルは{ $max }個までです。

settings-channel_not_allowed = このチャンネルではゲームを開けません。このサーバーでゲームができるのは: { $channels }

error-member_permissions = それには次の権限が必要です: { $perms }

error-guild_only = それはサーバーのチャンネルでのみ使えます。

abandon-not_allowed = このゲームを終わらせられるのは、ホスト、モデレーター（サーバー管理・メッセージの管理の権限、またはサーバーのモデレーターロールを持つ人）、または参加プレイヤーの過半数の投票だけです。

game-abandoned_by_moderator = このゲームはモデレーターの { $name } さんによって終了されました。

game-ended_idle = このゲームは終了しました: { $hours }時間、誰も手番を行いませんでした。このチャンネルで新しいゲームを始められます。

lobby-expired = 動きのないまま{ $minutes }分たったので、このロビーは閉じました。/遊ぶ で新しく開いてください。

lobby-options = オプション

help-title = Ichiba (市場)

help-about = Ichibaは、このチャンネルでみんなでカードゲームを遊ぶためのボットです。ボードは全員で1つ、手札と秘密の選択はDM（または **手札を見る** ボタン）で。空席はCPUプレイヤーが埋め、手番タイマーがゲームを止めずに進めます。

help-games = ゲーム

help-game_line = **{ $name }**: { $low }～{ $high }人

help-start-title = 始め方
help-start =
    1. `/{ cmd-play-name } { cmd-option-game }:<ゲーム>` でここにロビーを開きます。
    2. ほかの人が **参加** を押します。ホストは **CPUを追加** もできます。
    3. ホストが **開始** を押します。`/{ cmd-rules-name } { cmd-option-game }:<ゲーム>` でいつでもルールを読めます。

help-commands = コマンド

help-cmd-play = `/{ cmd-play-name }`: ロビーを開く（オプション: `{ cmd-option-variant }`、`{ cmd-option-turn_time }`）
help-cmd-game = `/ゲーム 状況|中止|一時停止|再開`: このチャンネルのゲーム
help-cmd-hand = `/手札`: あなたの手札と選択（あなただけに表示）
help-cmd-rules = `/ルール`: ゲームのルールを1ページずつ
help-cmd-settings = `/設定`: サーバーの設定（サーバー管理）
help-cmd-help = `/ヘルプ`: このページ

help-invite-title = Ichibaをほかのサーバーに追加
help-invite = [招待リンク]({ $url })（追加先でサーバー管理の権限が必要です）

dm-superseded = ⏭️ このパネルは古くなりました。ゲームが先に進んでいます。最新の画面は、ここのいちばん新しいメッセージか、ボードの **手札を見る** です。

game-board_abandoned = ボードを閉じました: このゲームは終了しました。

error-rules_changed = このゲームはルールが変わったアップデートより前に始まったので、続けられません。ゲームは終了しました。/遊ぶ で新しく始めてください。

game-rules_changed = この{ $game }のゲームは、ルールが変わるアップデートより前に始まったため続けられず、終了しました。申し訳ありません。/遊ぶ で新しく始めてください。

# python -m bot demo
demo-players = { $game }は{ $low }～{ $high }人で遊べます。
demo-pictures = { $folder }/ に画像{ $count }枚
permission-view_channel = チャンネルを見る
permission-send_messages = メッセージを送信
permission-embed_links = 埋め込みリンク
permission-attach_files = ファイルを添付
permission-manage_guild = サーバー管理
permission-manage_messages = メッセージの管理

## 提示されていない場所からの操作、ロビーの上限
error-lobby_in_dm = ロビーのボタンは、サーバーのチャンネルにあるロビーのメッセージでだけ使えます。何も行いませんでした。
error-not_in_dm = そのボタンは、サーバーのチャンネルにあるゲームの盤面でだけ使えます。何も行いませんでした。
lobby-limit_player = このサーバーで開いているあなたのロビーはすでに{ $max }つで、これが上限です。先にどれかを開始するか中止してください。
lobby-limit_server = このサーバーで開いているロビーはすでに{ $max }つで、これが上限です。どれかに参加するか、開始または終了するまでお待ちください。
settings-lobby_limits = 開けるロビーの上限
settings-lobby_limits_line = メンバー1人あたり{ $player } · サーバー全体で{ $server }
settings-bad_lobbies_per_player = メンバー1人あたりのロビー数は{ $min }～{ $max }の間で選んでください。
settings-bad_lobbies_per_server = サーバー全体のロビー数は{ $min }～{ $max }の間で選んでください。
cmd-settings-player_lobbies-name = ロビー上限-メンバー
cmd-settings-player_lobbies-description = メンバー1人が同時に開けるロビーの数
cmd-settings-player_lobbies-count = ロビー数（省略時: 3）
cmd-settings-server_lobbies-name = ロビー上限-サーバー
cmd-settings-server_lobbies-description = このサーバーで同時に開けるロビーの数
cmd-settings-server_lobbies-count = ロビー数（省略時: 50）

## Play again
again-button = もう一度遊ぶ
again-invite = { $mentions }：{ $host } さんがもう一度 **{ $game }** を遊びたいそうです。あなたの席は{ $minutes }分間確保されています。上のロビーの **参加** か、**もう一度遊ぶ** を押してください。
again-opened = 上に新しいロビーを開きました。
again-joined = 上の新しいロビーで席につきました。
again-channel_busy = このチャンネルにはすでに別のゲームかロビーがあるため、ここでは再戦を開けません。そちらに参加するか、終わってからもう一度押してください。
lobby-seat_held = { $number }. { $name }（席を確保中、{ $when }に解放）
lobby-seats_held = 空いている席は、前のゲームのプレイヤーのために数分間確保されています。少したってからもう一度お試しください。

## Turn notifications (/notify)
notify-your_turn = 🔔 { $players }：ゲーム #{ $number } であなたの手番です。
notify-remind = ⏰ { $player }：持ち時間が半分過ぎました。手番の期限は{ $when }です。
notify-title = 手番の通知
notify-how = 手番の知らせ方
notify-how-dm = DMで自分用パネル
notify-how-mention = ゲームのチャンネルでメンション
notify-how-both = DMとメンションの両方
notify-reminder = 半分経過のリマインダー
notify-on = オン
notify-off = オフ
notify-quiet = 通知しない時間帯
notify-quiet_none = なし
notify-quiet_line = { $start }～{ $end }
notify-timezone = タイムゾーン
notify-help = `/{ cmd-notify-name }` のオプションで変更できます。通知しない時間帯には何も通知せず、待っているものはその時間帯が終わってから送ります。1手番が1時間以上の卓では、その間は持ち時間も減りません。
notify-saved = ✅ 保存しました。
notify-bad_time = 「{ $value }」は時刻として読めません。22:30 のように HH:MM で書いてください。
notify-bad_zone = 「{ $value }」は知らないタイムゾーンです。Asia/Tokyo のように一覧から選んでください。
notify-quiet_both = 通知しない時間帯の開始と終了を両方指定してください（同じ時刻を2回指定すると解除されます）。
cmd-notify-name = 通知
cmd-notify-description = 手番の知らせ方（オプションなし：今の設定を表示）
cmd-notify-how = DM、ゲームのチャンネルでのメンション、またはその両方
cmd-notify-reminder = 持ち時間が半分過ぎたときのリマインダー（オン／オフ）
cmd-notify-from = 通知しない時間帯の開始（HH:MM）
cmd-notify-to = 通知しない時間帯の終了（HH:MM、開始と同じならなし）
cmd-notify-timezone = あなたのタイムゾーン（例：Asia/Tokyo）
cmd-option-how = 知らせ方
cmd-option-reminder = リマインダー
cmd-option-quiet_from = 通知しない時間の開始
cmd-option-quiet_to = 通知しない時間の終了
cmd-option-timezone = タイムゾーン
help-cmd-notify = `/{ cmd-notify-name }`：手番の知らせ方と通知しない時間帯
help-cmd-games = `/{ cmd-games-name }`: 全サーバーで参加中のゲームとロビー（自分の手番が先、リンク付き）

## A thread per game
# identical to English by design: threads-name
threads-title = ゲームごとのスレッド
threads-on = オン：ここで始まるゲームはそれぞれ専用のスレッドで遊びます
threads-off = オフ：1チャンネルにつき1ゲーム
threads-missing = オフ：このチャンネルでIchibaに次の権限がないため、1チャンネルにつき1ゲームです：{ $perms }
threads-choice_on = オン
threads-choice_off = オフ
threads-name = { $game } #{ $number }
threads-started = 🎲 { $game } #{ $number }が{ $thread }で始まりました。参加者：{ $players }
threads-won = 🏆 { $game } #{ $number }：{ $winners }の勝ち — { $thread }
threads-abandoned = 🚫 { $game } #{ $number }は中止されました — { $thread }
threads-use_in_thread = ここでは複数のゲームが進行中です。このコマンドはゲームのスレッドで使ってください：{ $threads }
threads-several_lobbies = ここでは複数のロビーが開いています。ロビーのボタンを使うか、ゲームが始まってからそのスレッドでこのコマンドを使ってください。
cmd-settings-threads-name = スレッド
cmd-settings-threads-description = ゲームごとにスレッドを作り、1つのチャンネルで複数のゲームを同時に遊べるようにします
cmd-settings-threads-value = オンまたはオフ
permission-create_public_threads = 公開スレッドの作成
permission-send_messages_in_threads = スレッドでメッセージを送信

## /games: a player's open games in every server
# identical to English by design: my_games-game
cmd-games-name = 参加中
cmd-games-description = 全サーバーで参加中のゲームとロビー（自分の手番が先）
my_games-title = 参加中のゲーム
my_games-none = 参加中のゲームやロビーはありません。サーバーのチャンネルで `/{ cmd-play-name }` を使うと開けます。
my_games-game = **{ $game } #{ $number }**
my_games-line = { $game }・{ $server }・{ $status }
my_games-line_due = { $game }・{ $server }・{ $status }・{ $when }に時間切れ
my_games-your_turn = **あなたの手番**
my_games-waiting = { $players } の手番を待っています
my_games-playing = 進行中
my_games-lobby = ロビー（{ $seated }/{ $seats }席）
my_games-other_server = 別のサーバー
my_games-more = ……ほか{ $count }件

## hints
cmd-option-hints = ヒント
cmd-play-hints = 初心者向けのヒント：自動（このゲームに不慣れな人がいればオン）、オン、オフ
hints-choice-auto = 自動：初心者がいればオン
hints-choice-on = オン
hints-choice-off = オフ
hints-lobby-auto = 💡 ヒント：このゲームに不慣れな人がいればオン
hints-lobby-on = 💡 ヒント：オン
hints-lobby-off = 💡 ヒント：オフ
hints-board = 💡 ヒントあり
hints-button = ヒント
hints-normal = 💡 ノーマルならこうします：{ $move }
# identical to English by design: hints-said
hints-said = 💡 { $hint }
hints-not_rated = レーティング対象外：ヒントが使われました

## computer levels
computer-level-easy = 弱い
computer-level-normal = 普通
computer-level-hard = 強い
computer-level-easy-about = すきを見せる：練習にぴったり
computer-level-normal-about = 堅実なプレイヤー
computer-level-hard-about = 先を読む：手ごわい相手
# ロビーの「CPUを追加」メニューで、サーバーの標準になっている強さ。
computer-level-default = { $level }（サーバーの標準）
# CPUの席の名前。$level は easy、normal、hard のいずれか。
computer-name-level = 🤖 CPU { $number }（{ $level ->
        [easy] 弱い
        [hard] 強い
       *[normal] 普通
    }）
lobby-add_computer_level = 🤖 CPUを追加…
lobby-unknown_level = その強さは選択肢にありません。
cmd-settings-level-name = cpuの強さ
cmd-settings-level-description = 強さを選ばずに追加したCPUの強さ
cmd-settings-level-level = 強さ
cmd-option-level = 強さ
settings-computer_level = CPUの強さ（最初に選ばれる）
