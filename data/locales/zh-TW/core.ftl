# identical to English by design: lobby-seat
# core：繁體中文（台灣）
# 指令名稱譯成中文（Discord 允許中文指令名稱）；內文提到指令時寫使用者在選單裡看到的中文名稱，
# 選項名稱也譯成中文（cmd-option-*）；內文提到選項時引用這些訊息，與 Discord 選單一致。
# 沒有與英文相同的訊息。

cmd-play-name = 開局
cmd-play-description = 在這個頻道開一個遊戲大廳
cmd-play-game = 要玩哪一款遊戲
cmd-play-variant = 築地魚市：啟用四項特殊加分

cmd-game-name = 遊戲
cmd-game-description = 查看或終止這個頻道的遊戲

cmd-status-name = 狀態
cmd-status-description = 這個頻道的遊戲進行到哪裡了

cmd-abandon-name = 終止
cmd-abandon-description = 結束這個頻道的遊戲（房主或管理員可立即結束，否則需過半玩家同意）

cmd-hand-name = 手牌
cmd-hand-description = 你的手牌與祕密選擇（只有你看得到）

cmd-rules-name = 規則
cmd-rules-description = 一款遊戲的規則，分頁瀏覽
cmd-rules-game = 哪一款遊戲

error-illegal_action = 現在不能這樣做。

error-game_over = 這場遊戲已經結束了。

error-not_your_turn = 還沒輪到你，請等候版圖上列出的玩家。

error-unknown_game = 這場遊戲已經不存在了。

error-bad_options = 不明的選項：{ $options }。

error-stale = 這則訊息已經過期，所以沒有執行任何動作。以下是你目前的操作選項：

error-stale_no_controls = 這則訊息已經過期，所以沒有執行任何動作。你現在沒有需要做的事。

error-not_seated = 你沒有參加這場遊戲。請等下一場，或用 /開局 自己開一場。

error-not_offered = 現在沒有這個選項，所以沒有執行任何動作。

error-game_not_active = 這場遊戲目前沒有在進行（還沒開始，或已經結束）。

error-internal = 我們這邊出了點問題，但你的遊戲安然無恙。請再試一次。

error-missing_permissions = 我還不能在這個頻道主持遊戲。請管理員在這裡給我以下權限：{ $perms }。

error-no_game_here = 這個頻道沒有進行中的遊戲。用 /開局 開一場吧。

lobby-open = 按 **加入** 入座（{ $min }–{ $max } 人）。大家都到齊後，由房主按 **開始**。

lobby-players = 玩家

lobby-join = 加入

lobby-leave = 離開

lobby-start = 開始

lobby-cancel = 取消

lobby-started = 遊戲開始了，請看下方的版圖。

lobby-cancelled = 這個大廳已取消。

lobby-channel_busy = 這個頻道已經有一場遊戲了。請先玩完（或用 /遊戲 終止）再開新的一場。

lobby-already_joined = 你已經加入這場遊戲了。

lobby-full = 這場遊戲已經滿員（{ $max } 人）。

lobby-not_joined = 你沒有加入這場遊戲。

lobby-host_cannot_leave = 房主不能離開；如要關閉大廳，請按「取消」。

lobby-host_only = 只有房主（開大廳的人）可以這樣做。

lobby-too_few = 至少要 { $min } 位玩家才能開始（目前 { $have } 位）。

lobby-not_open = 這個大廳已經關閉。

dm-welcome = 你加入了 { $channel } 的 **{ $game }**。之後需要祕密選擇時，操作面板會私訊到這裡。

dm-closed = 我無法私訊你，請用版圖上的 **我的手牌** 按鈕（或 /手牌）查看你的私人畫面。

board-my_hand = 我的手牌

hand-nothing = 你現在沒有需要做的事。

hand-waiting = 完成，遊戲在頻道中繼續進行。

game-abandoned = 這場遊戲已終止。

game-channel_deleted = 你的 **{ $game }** 所在的頻道被刪除了，所以我結束了這場遊戲。你可以到其他頻道用 /開局 開新的一場。

abandon-voted = 已記下你的終止票（目前 { $votes } 票，需要 { $needed } 票）。

abandon-done = 正在終止這場遊戲。

status-lobby = 在大廳等待中。

status-active = 進行中。

status-over = 已結束。

status-abandoned = 已終止。

status-waiting_for = 等待

status-round = 回合

status-phase = 階段

phase-over = 遊戲結束

game-over = 遊戲結束，勝利者：**{ $winners }**

error-malformed = 這個操作元件不屬於本機器人（或已損壞），所以沒有執行任何動作。

error-wrong_channel = 這個操作元件屬於其他頻道的遊戲，所以沒有執行任何動作。

lobby-add_computer = 新增電腦玩家

lobby-remove_computer = 移除電腦

lobby-no_computer = 沒有可以移除的電腦玩家。
lobby-seat = { $number }. { $name }

computer-name = 🤖 電腦 { $number }

board-back = 我回來了

timer-paused = ⏸️ 回合計時已暫停（房主可用 /遊戲 繼續 恢復計時）。

timer-deadline = ⏳ { $players }：時間將在 { $when }用完。

timer-remind = ⏰ 你在 { $channel } 的時間已經過了一半，將在 { $when }到期，請盡快行動。

timer-expired = ⏰ **{ $player }** 的時間用完了，由電腦代為行動。

timer-away = ⏰ **{ $player }** 連續兩次超時：由電腦代打，直到他按下 **我回來了**。

timer-not_away = 你目前沒有被電腦代打，不需要按這個按鈕。

timer-welcome_back = 歡迎回來！你的座位交還給你了。

cmd-play-turn_time = 每回合秒數；0 = 不計時（祕密選擇的時間會更長）

cmd-pause-name = 暫停
cmd-pause-description = 暫停這個頻道遊戲的回合計時（限房主）

cmd-resume-name = 繼續
cmd-resume-description = 恢復這個頻道遊戲的回合計時（限房主）

timer-now_paused = 回合計時已暫停。

timer-now_resumed = 回合計時已恢復；每位需要行動的玩家都重新起算時限。

timer-none = 這場遊戲沒有回合計時。

error-cannot_post = 我無法在 { $channel } 發文：Discord 拒絕了我（缺少權限）。請管理員在該頻道給我以下權限：{ $perms }。遊戲已儲存並會繼續進行；等我能再發文時，用 /遊戲 狀態 就能把版圖更新到最新狀態。

dm-closed_mid_game = { $player }，我已經無法私訊你了：請用版圖上的 **我的手牌** 按鈕（或 /手牌）查看你的私人畫面並做選擇。

error-damaged = 這場遊戲的存檔已損壞，無法重建，所以我沒有動它，也沒有執行任何動作。房主可以用 /遊戲 終止 結束它；機器人的管理者可以在日誌中查到詳細資訊。

error-not_saved = 我無法儲存這一步：機器人的資料庫現在無法寫入（磁碟已滿或唯讀）。沒有執行任何動作；請通知機器人的管理者，稍後再試。

error-storage = 機器人的資料庫現在無法寫入（磁碟已滿或唯讀），所以沒有執行任何動作。請通知機器人的管理者；你的遊戲會保持原樣。

cmd-help-name = 說明
cmd-help-description = Ichiba 是什麼、怎麼玩

cmd-settings-name = 設定
cmd-settings-description = Ichiba 在這個伺服器的設定（需「管理伺服器」權限）
cmd-settings-show-name = 查看
cmd-settings-show-description = 顯示這個伺服器的設定
cmd-settings-language-name = 語言
cmd-settings-language-description = 版圖和頻道訊息使用的語言
cmd-settings-language-value = 語言
cmd-settings-turn_time-name = 回合時限
cmd-settings-turn_time-description = 某款遊戲預設的每回合秒數（留空：恢復預設值）
cmd-settings-turn_time-game = 哪一款遊戲
cmd-settings-turn_time-seconds = 每回合秒數；0 = 不計時
cmd-settings-speed-name = 電腦速度
cmd-settings-speed-description = 電腦玩家的行動速度
cmd-settings-speed-speed = 速度
cmd-settings-lobby-name = 大廳逾時
cmd-settings-lobby-description = 大廳無人活動幾分鐘後自動關閉
cmd-settings-lobby-minutes = 分鐘數（留空：30）
cmd-settings-away-name = 閒置逾時
cmd-settings-away-description = 遊戲中無真人玩家行動幾小時後自動結束
cmd-settings-away-hours = 小時數（留空：24）
cmd-settings-role-name = 管理員身分組
cmd-settings-role-description = 擁有這個身分組的成員可以結束任何遊戲（留空：不設定）
cmd-settings-role-role = 身分組
cmd-settings-channel-name = 頻道
cmd-settings-channel-description = 允許或禁止在某個頻道開遊戲（未列出任何頻道：全部允許）
cmd-settings-channel-channel = 頻道
cmd-settings-channel-allowed = 是否允許在那裡開遊戲

# 選項名稱（Discord 上顯示的名稱）；訊息提到選項時也用這些名稱。
cmd-option-game = 遊戲
cmd-option-variant = 變體規則
cmd-option-turn_time = 回合時限
cmd-option-value = 語言
cmd-option-seconds = 秒數
cmd-option-speed = 速度
cmd-option-minutes = 分鐘數
cmd-option-hours = 小時數
cmd-option-count = 數量
cmd-option-games = 場數
cmd-option-role = 身分組
cmd-option-channel = 頻道
cmd-option-allowed = 允許
cmd-option-user = 玩家
cmd-option-number = 編號

language-default = 伺服器的 Discord 語言

# This language's own name, as a server admin sees it in /settings language.
language-self = 繁體中文

speed-default = 機器人的預設值

speed-instant = 立即

speed-fast = 快（0.5 秒）

speed-normal = 普通（1.5 秒）

speed-slow = 慢（3 秒）

settings-title = Ichiba 在這個伺服器的設定

settings-help = 請用 /設定 指令修改（需「管理伺服器」權限）。新設定適用於之後開的遊戲；速度與逾時設定立即生效。

settings-saved = ✅ 已儲存。

settings-default = 預設

settings-language = 頻道語言

settings-turn_times = 預設回合時限

settings-turn_time_line = { $game }：{ $seconds } 秒

settings-computer_speed = 電腦玩家

settings-lobby_expiry = 大廳自動關閉（無人活動）

settings-minutes = { $minutes } 分鐘

settings-away_expiry = 遊戲自動結束（無真人行動）

settings-hours = { $hours } 小時

settings-moderator_role = 管理員身分組

settings-game_channels = 可開遊戲的頻道

settings-all_channels = 所有頻道

settings-bad_language = 沒有這個語言；請從以下選擇：{ $choices }。

settings-bad_choice = 這個值不在提供的選項中。

settings-bad_lobby_minutes = 大廳可設定在無人活動 { $min } 到 { $max } 分鐘後關閉。

settings-bad_away_hours = 遊戲可設定在無真人行動 { $min } 到 { $max } 小時後結束。

settings-bad_turn_seconds = 每回合可設為 { $min } 到 { $max } 秒（0 = 不計時）。

settings-too_many_channels = 最多只能列出 { $max } 個可開遊戲的頻道。

settings-channel_not_allowed = 這個頻道不能開遊戲。本伺服器可在這些頻道玩：{ $channels }。

error-member_permissions = 你需要以下權限才能這樣做：{ $perms }。

error-guild_only = 這只能在伺服器的頻道中使用。

abandon-not_allowed = 只有房主、管理員（擁有「管理伺服器」或「管理訊息」權限，或伺服器設定的管理員身分組），或入座玩家過半數投票，才能結束這場遊戲。

game-abandoned_by_moderator = 這場遊戲已由管理員 { $name } 結束。

game-ended_idle = 這場遊戲已結束：{ $hours } 小時內沒有任何玩家行動。這個頻道可以開新遊戲了。

lobby-expired = 這個大廳因 { $minutes } 分鐘無人活動而關閉。請用 /開局 重新開一個。

lobby-options = 選項

help-title = Ichiba（市場）

help-about = Ichiba 讓大家在這個頻道一起玩桌上卡牌遊戲：所有人共用一個版圖，你的手牌和祕密選擇透過私訊送達（或按 **我的手牌** 按鈕），空位可以由電腦玩家補上，回合計時讓遊戲順利進行。

help-games = 遊戲

help-game_line = **{ $name }**：{ $low }–{ $high } 人

help-start-title = 如何開始
help-start =
    1. 用 `/{ cmd-play-name } { cmd-option-game }:<遊戲>` 在這裡開一個大廳。
    2. 其他人按 **加入**；房主可以按 **新增電腦玩家**。
    3. 房主按 **開始**。隨時可以用 `/{ cmd-rules-name } { cmd-option-game }:<遊戲>` 查看規則。

help-commands = 指令

help-cmd-play = `/{ cmd-play-name }`：開一個大廳（選項：`{ cmd-option-variant }`、`{ cmd-option-turn_time }`）
help-cmd-game = `/遊戲 狀態|終止|暫停|繼續`：這個頻道的遊戲
help-cmd-hand = `/手牌`：你的手牌與選擇，只有你看得到
help-cmd-rules = `/規則`：遊戲規則，分頁瀏覽
help-cmd-settings = `/設定`：伺服器設定（需「管理伺服器」權限）
help-cmd-help = `/說明`：就是這一頁

help-invite-title = 把 Ichiba 加到其他伺服器
help-invite = [邀請連結]({ $url })（需要在該伺服器擁有「管理伺服器」權限）

dm-superseded = ⏭️ 這個面板已經過期：遊戲已經往下進行了。你目前的畫面是這裡最新的一則訊息，或版圖上的 **我的手牌**。

game-board_abandoned = 版圖已關閉：這場遊戲已結束。

error-rules_changed = 機器人更新後，這場遊戲的規則有所變動，無法繼續，我已經把它結束了。請用 /開局 重新開一場。

game-rules_changed = 機器人更新後，{ $game }的規則有所變動，這場遊戲無法繼續，已經結束。抱歉！請用 /開局 重新開一場。

# python -m bot demo
demo-players = { $game }可供 { $low }–{ $high } 人遊玩。
demo-pictures = { $count } 張圖片，存於 { $folder }/

# Channel permissions, as Discord's channel settings name them.
permission-view_channel = 檢視頻道
permission-send_messages = 傳送訊息
permission-embed_links = 嵌入連結
permission-attach_files = 附加檔案
permission-manage_guild = 管理伺服器
permission-manage_messages = 管理訊息

## 從未提供該按鈕的地方點擊；大廳上限
error-lobby_in_dm = 大廳按鈕只能在伺服器頻道裡的大廳訊息上使用，所以沒有執行任何動作。
error-not_in_dm = 這個按鈕只能在伺服器頻道裡的遊戲版圖上使用，所以沒有執行任何動作。
lobby-limit_player = 你在這個伺服器已經開了 { $max } 個大廳，已達上限。請先開始或取消其中一個。
lobby-limit_server = 這個伺服器已經有 { $max } 個開著的大廳，已達上限。請加入其中一個，或等它開始或關閉。
settings-lobby_limits = 大廳數量上限
settings-lobby_limits_line = 每位成員 { $player } 個 · 整個伺服器 { $server } 個
settings-bad_lobbies_per_player = 每位成員的大廳數請選 { $min } 到 { $max } 個。
settings-bad_lobbies_per_server = 整個伺服器的大廳數請選 { $min } 到 { $max } 個。
cmd-settings-player_lobbies-name = 每人大廳上限
cmd-settings-player_lobbies-description = 每位成員同時能開的大廳數
cmd-settings-player_lobbies-count = 大廳數（留空：3）
cmd-settings-server_lobbies-name = 伺服器大廳上限
cmd-settings-server_lobbies-description = 這個伺服器同時能有的大廳數
cmd-settings-server_lobbies-count = 大廳數（留空：50）

## Play again
again-button = 再玩一局
again-invite = { $mentions }：{ $host } 想再玩一局 **{ $game }**，你的座位會保留 { $minutes } 分鐘。請按上方大廳的 **加入**，或按 **再玩一局**。
again-opened = 新的大廳已在上方開好。
again-joined = 你已在上方的新大廳入座。
again-channel_busy = 這個頻道已經有另一場遊戲或大廳，所以現在無法在這裡再開一局。請加入那一場，或等它結束後再按一次。
lobby-seat_held = { $number }. { $name }（座位保留中，{ $when }釋出）
lobby-seats_held = 空位正為上一局的玩家保留幾分鐘，請稍後再試。

## Turn notifications (/notify)
notify-your_turn = 🔔 { $players }：輪到你在第 { $number } 局行動了。
notify-remind = ⏰ { $player }：你的時間已經過了一半，將在 { $when }到期，請盡快行動。
notify-title = 你的回合通知
notify-how = 輪到你時怎麼通知
notify-how-dm = 私訊傳送私人面板
notify-how-mention = 在遊戲頻道中提及你
notify-how-both = 私訊加上提及
notify-reminder = 時間過半提醒
notify-on = 開
notify-off = 關
notify-quiet = 勿擾時段
notify-quiet_none = 無
notify-quiet_line = { $start } 至 { $end }
notify-timezone = 時區
notify-help = 用 `/{ cmd-notify-name }` 的選項修改。勿擾時段內不會通知你，待處理的內容會在時段結束後送出；在每回合一小時以上的牌桌上，這段時間也不計入你的時限。
notify-saved = ✅ 已儲存。
notify-bad_time = 「{ $value }」不是時間。請寫成 HH:MM，例如 22:30。
notify-bad_zone = 我不認得「{ $value }」這個時區。請從清單中選一個，例如 Asia/Taipei。
notify-quiet_both = 請同時填寫勿擾時段的開始和結束（兩次填同一個時間即可取消）。
cmd-notify-name = 通知
cmd-notify-description = 輪到你時怎麼通知你（不填選項：顯示目前設定）
cmd-notify-how = 私訊、在遊戲頻道中提及，或兩者都要
cmd-notify-reminder = 時間過半時的提醒，開或關
cmd-notify-from = 勿擾時段開始，HH:MM（這段時間不通知）
cmd-notify-to = 勿擾時段結束，HH:MM（與開始相同：不設）
cmd-notify-timezone = 你的時區，例如 Asia/Taipei
cmd-option-how = 方式
cmd-option-reminder = 提醒
cmd-option-quiet_from = 勿擾開始
cmd-option-quiet_to = 勿擾結束
cmd-option-timezone = 時區
help-cmd-notify = `/{ cmd-notify-name }`：輪到你時怎麼通知，以及勿擾時段
help-cmd-games = `/{ cmd-games-name }`：你在所有伺服器進行中的遊戲和大廳，輪到你的排在前面，附連結

## A thread per game
# identical to English by design: threads-name
threads-title = 每局一個討論串
threads-on = 開啟：在這裡開始的每局遊戲都有自己的討論串
threads-off = 關閉：每個頻道一次一局
threads-missing = 關閉：每個頻道一次一局，因為 Ichiba 在這裡缺少以下權限：{ $perms }
threads-choice_on = 開啟
threads-choice_off = 關閉
threads-name = { $game } #{ $number }
threads-started = 🎲 { $game } #{ $number } 已在 { $thread } 開始，玩家：{ $players }
threads-won = 🏆 { $game } #{ $number }：{ $winners } 獲勝 — { $thread }
threads-abandoned = 🚫 { $game } #{ $number } 已終止 — { $thread }
threads-use_in_thread = 這裡有好幾局遊戲正在進行。請在該局的討論串裡使用這個指令：{ $threads }
threads-several_lobbies = 這裡有好幾個大廳開著。請用大廳上的按鈕，或在遊戲開始後到它的討論串裡使用這個指令。
cmd-settings-threads-name = 討論串
cmd-settings-threads-description = 每局遊戲一個討論串，讓一個頻道能同時進行好幾局
cmd-settings-threads-value = 開啟或關閉
permission-create_public_threads = 建立公開討論串
permission-send_messages_in_threads = 在討論串中傳送訊息

## /games: a player's open games in every server
# identical to English by design: my_games-game, my_games-line
cmd-games-name = 我的遊戲
cmd-games-description = 你在所有伺服器進行中的遊戲和大廳，輪到你的排在前面
my_games-title = 你進行中的遊戲
my_games-none = 你目前沒有進行中的遊戲或大廳。在伺服器的頻道用 `/{ cmd-play-name }` 開一局吧。
my_games-game = **{ $game } #{ $number }**
my_games-line = { $game } · { $server } · { $status }
my_games-line_due = { $game } · { $server } · { $status } · 時間將在 { $when }用完
my_games-your_turn = **輪到你了**
my_games-waiting = 等待 { $players }
my_games-playing = 進行中
my_games-lobby = 大廳，已坐 { $seated }/{ $seats } 席
my_games-other_server = 另一個伺服器
my_games-more = ……還有 { $count } 局

## hints
cmd-option-hints = 提示
cmd-play-hints = 新手提示：自動（有人初次玩這款遊戲時開啟）、開啟或關閉
hints-choice-auto = 自動：有新手時開啟
hints-choice-on = 開啟
hints-choice-off = 關閉
hints-lobby-auto = 💡 提示：有人初次玩這款遊戲時開啟
hints-lobby-on = 💡 提示：開啟
hints-lobby-off = 💡 提示：關閉
hints-board = 💡 提示已開啟
hints-button = 提示
hints-normal = 💡 「普通」難度的電腦會這麼做：{ $move }
# identical to English by design: hints-said
hints-said = 💡 { $hint }
hints-not_rated = 不計積分：本局使用了提示

## computer levels
computer-level-easy = 簡單
computer-level-normal = 普通
computer-level-hard = 困難
computer-level-easy-about = 會留下破綻：適合學習
computer-level-normal-about = 穩健的玩家
computer-level-hard-about = 會往前多想幾步：真正的對手
# 大廳「新增電腦玩家」選單中，伺服器預設的難度。
computer-level-default = { $level }（伺服器預設）
# 電腦座位的名稱：$level 是 easy、normal 或 hard。
computer-name-level = 🤖 電腦 { $number }（{ $level ->
        [easy] 簡單
        [hard] 困難
       *[normal] 普通
    }）
lobby-add_computer_level = 🤖 新增電腦玩家…
lobby-unknown_level = 這個難度不在提供的選項中。
cmd-settings-level-name = 電腦難度
cmd-settings-level-description = 未選難度時新增的電腦玩家難度
cmd-settings-level-level = 難度
cmd-option-level = 難度
settings-computer_level = 電腦難度（預先選取）
