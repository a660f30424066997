# identical to English by design: lobby-seat
# core：简体中文（中国大陆）
# 指令名称译成中文（Discord 允许中文指令名称）；正文提到指令时写用户在菜单里看到的中文名称，
# 选项名称也译成中文（cmd-option-*）；正文提到选项时引用这些消息，与 Discord 菜单一致。
# 没有与英文相同的消息。

cmd-play-name = 开局
cmd-play-description = 在这个频道开一个游戏大厅
cmd-play-game = 玩哪款游戏
cmd-play-variant = 筑地鱼市：启用四项特殊加分

cmd-game-name = 游戏
cmd-game-description = 查看或终止这个频道的游戏

cmd-status-name = 状态
cmd-status-description = 这个频道的游戏进行到哪一步了

cmd-abandon-name = 终止
cmd-abandon-description = 结束这个频道的游戏（房主或管理员可直接结束，否则需过半玩家同意）

cmd-hand-name = 手牌
cmd-hand-description = 你的手牌和秘密选择（仅你可见）

cmd-rules-name = 规则
cmd-rules-description = 游戏规则，分页查看
cmd-rules-game = 哪款游戏

error-illegal_action = 现在不能这么做。

error-game_over = 这局游戏已经结束了。

error-not_your_turn = 还没轮到你，请等待版图上列出的玩家。

error-unknown_game = 这局游戏已经不存在了。

error-bad_options = 未知选项：{ $options }。

error-stale = 这条消息已过期，所以什么也没做。下面是你当前的操作选项：

error-stale_no_controls = 这条消息已过期，所以什么也没做。现在没有需要你操作的事。

error-not_seated = 你没有参加这局游戏。请等下一局，或者用 /开局 自己开一局。

error-not_offered = 现在没有这个选项，所以什么也没做。

error-game_not_active = 这局游戏目前没在进行（还没开始，或已经结束）。

error-internal = 我们这边出了点问题，不过你的游戏安然无恙。请再试一次。

error-missing_permissions = 我还不能在这个频道主持游戏。请管理员在这里给我以下权限：{ $perms }。

error-no_game_here = 这个频道没有进行中的游戏。用 /开局 开一局吧。

lobby-open = 点 **加入** 入座（{ $min }–{ $max } 人）。人齐后由房主点 **开始**。

lobby-players = 玩家

lobby-join = 加入

lobby-leave = 离开

lobby-start = 开始

lobby-cancel = 取消

lobby-started = 游戏开始了，请看下方的版图。

lobby-cancelled = 这个大厅已取消。

lobby-channel_busy = 这个频道已经有一局游戏了。请先玩完（或用 /游戏 终止）再开新的一局。

lobby-already_joined = 你已经在这局游戏里入座了。

lobby-full = 这局游戏已满员（{ $max } 人）。

lobby-not_joined = 你没有在这局游戏里入座。

lobby-host_cannot_leave = 房主不能离开；如果要关闭大厅，请点“取消”。

lobby-host_only = 只有房主（开大厅的人）可以这么做。

lobby-too_few = 至少需要 { $min } 名玩家才能开始（目前 { $have } 名）。

lobby-not_open = 这个大厅已经关闭。

dm-welcome = 你加入了 { $channel } 的 **{ $game }**。之后需要秘密选择时，操作面板会私信到这里。

dm-closed = 我没法给你发私信，请用版图上的 **我的手牌** 按钮（或 /手牌）查看你的私人界面。

board-my_hand = 我的手牌

hand-nothing = 现在没有需要你操作的事。

hand-waiting = 完成，游戏在频道里继续进行。

game-abandoned = 这局游戏已终止。

game-channel_deleted = 你的 **{ $game }** 所在的频道被删除了，所以我结束了这局游戏。你可以到其他频道用 /开局 开新的一局。

abandon-voted = 已记下你的终止票（目前 { $votes } 票，需要 { $needed } 票）。

abandon-done = 正在终止这局游戏。

status-lobby = 在大厅等待中。

status-active = 进行中。

status-over = 已结束。

status-abandoned = 已终止。

status-waiting_for = 等待

status-round = 回合

status-phase = 阶段

phase-over = 游戏结束

game-over = 游戏结束，胜者：**{ $winners }**

error-malformed = 这个控件不属于本机器人（或已损坏），所以什么也没做。

error-wrong_channel = 这个控件属于其他频道的游戏，所以什么也没做。

lobby-add_computer = 添加电脑

lobby-remove_computer = 移除电脑

lobby-no_computer = 没有可以移除的电脑玩家。
lobby-seat = { $number }. { $name }

computer-name = 🤖 电脑 { $number }

board-back = 我回来了

timer-paused = ⏸️ 回合计时已暂停（房主可以用 /游戏 继续 恢复计时）。

timer-deadline = ⏳ { $players }：时间将于 { $when }用完。

timer-remind = ⏰ 你在 { $channel } 的时间已经过半，将于 { $when }超时，请尽快行动。

timer-expired = ⏰ **{ $player }** 超时了，由电脑代为行动。

timer-away = ⏰ **{ $player }** 连续两次超时：由电脑托管，直到他点 **我回来了**。

timer-not_away = 你目前没有被托管，不用点这个按钮。

timer-welcome_back = 欢迎回来！你的座位已交还给你。

cmd-play-turn_time = 每回合秒数；0 = 不计时（秘密选择的时间会更长）

cmd-pause-name = 暂停
cmd-pause-description = 暂停这个频道游戏的回合计时（仅房主）

cmd-resume-name = 继续
cmd-resume-description = 恢复这个频道游戏的回合计时（仅房主）

timer-now_paused = 回合计时已暂停。

timer-now_resumed = 回合计时已恢复；每位需要行动的玩家都重新开始计时。

timer-none = 这局游戏没有回合计时。

error-cannot_post = 我没法在 { $channel } 发消息：Discord 拒绝了我（缺少权限）。请管理员在该频道给我以下权限：{ $perms }。游戏已保存，会继续进行；等我能再发消息时，用 /游戏 状态 就能把版图更新到最新。

dm-closed_mid_game = { $player }，我已经没法给你发私信了：请用版图上的 **我的手牌** 按钮（或 /手牌）查看你的私人界面并做选择。

error-damaged = 这局游戏的存档已损坏，无法重建，所以我没有动它，也什么都没做。房主可以用 /游戏 终止 结束它；机器人的运维人员可以在日志里查到详细信息。

error-not_saved = 我没法保存这一步：机器人的数据库现在无法写入（磁盘已满或只读）。什么也没做；请通知机器人的运维人员，稍后再试。

error-storage = 机器人的数据库现在无法写入（磁盘已满或只读），所以什么也没做。请通知机器人的运维人员；你的游戏会保持原样。

cmd-help-name = 帮助
cmd-help-description = Ichiba 是什么、怎么玩

cmd-settings-name = 设置
cmd-settings-description = Ichiba 在本服务器的设置（需要“管理服务器”权限）
cmd-settings-show-name = 查看
cmd-settings-show-description = 显示本服务器的设置
cmd-settings-language-name = 语言
cmd-settings-language-description = 版图和频道消息使用的语言
cmd-settings-language-value = 语言
cmd-settings-turn_time-name = 回合时限
cmd-settings-turn_time-description = 某款游戏默认的每回合秒数（留空：恢复默认）
cmd-settings-turn_time-game = 哪款游戏
cmd-settings-turn_time-seconds = 每回合秒数；0 = 不计时
cmd-settings-speed-name = 电脑速度
cmd-settings-speed-description = 电脑玩家的行动速度
cmd-settings-speed-speed = 速度
cmd-settings-lobby-name = 大厅超时
cmd-settings-lobby-description = 大厅无人操作多少分钟后自动关闭
cmd-settings-lobby-minutes = 分钟数（留空：30）
cmd-settings-away-name = 闲置超时
cmd-settings-away-description = 游戏中没有真人玩家行动多少小时后自动结束
cmd-settings-away-hours = 小时数（留空：24）
cmd-settings-role-name = 管理员身份组
cmd-settings-role-description = 拥有这个身份组的成员可以结束任何游戏（留空：不设置）
cmd-settings-role-role = 身份组
cmd-settings-channel-name = 频道
cmd-settings-channel-description = 允许或禁止在某个频道开游戏（未列出任何频道：全部允许）
cmd-settings-channel-channel = 频道
cmd-settings-channel-allowed = 是否允许在那里开游戏

# 选项名称（Discord 上显示的名称）；消息提到选项时也用这些名称。
cmd-option-game = 游戏
cmd-option-variant = 变体规则
cmd-option-turn_time = 回合时限
cmd-option-value = 语言
cmd-option-seconds = 秒数
cmd-option-speed = 速度
cmd-option-minutes = 分钟数
cmd-option-hours = 小时数
cmd-option-count = 数量
cmd-option-games = 局数
cmd-option-role = 身份组
cmd-option-channel = 频道
cmd-option-allowed = 允许
cmd-option-user = 玩家
cmd-option-number = 编号

language-default = 服务器的 Discord 语言

# This language's own name, as a server admin sees it in /settings language.
language-self = 简体中文

speed-default = 机器人的默认值

speed-instant = 立即

speed-fast = 快（0.5 秒）

speed-normal = 正常（1.5 秒）

speed-slow = 慢（3 秒）

settings-title = Ichiba 在本服务器的设置

settings-help = 请用 /设置 命令修改（需要“管理服务器”权限）。新设置对之后开的游戏生效；速度和超时设置立即生效。

settings-saved = ✅ 已保存。

settings-default = 默认

settings-language = 频道语言

settings-turn_times = 默认回合时限

settings-turn_time_line = { $game }：{ $seconds } 秒

settings-computer_speed = 电脑玩家

settings-lobby_expiry = 大厅自动关闭（无人操作）

settings-minutes = { $minutes } 分钟

settings-away_expiry = 游戏自动结束（无真人行动）

settings-hours = { $hours } 小时

settings-moderator_role = 管理员身份组

settings-game_channels = 可开游戏的频道

settings-all_channels = 所有频道

settings-bad_language = 没有这种语言；请从以下选项中选择：{ $choices }。

settings-bad_choice = 这个值不在给出的选项中。

settings-bad_lobby_minutes = 大厅可以设置为无人操作 { $min } 到 { $max } 分钟后关闭。

settings-bad_away_hours = 游戏可以设置为无真人行动 { $min } 到 { $max } 小时后结束。

settings-bad_turn_seconds = 每回合可以设为 { $min } 到 { $max } 秒（0 = 不计时）。

settings-too_many_channels = 最多只能列出 { $max } 个可开游戏的频道。

settings-channel_not_allowed = 这个频道不能开游戏。本服务器可以在这些频道玩：{ $channels }。

error-member_permissions = 你需要以下权限才能这么做：{ $perms }。

error-guild_only = 这只能在服务器的频道里使用。

abandon-not_allowed = 只有房主、管理员（拥有“管理服务器”或“管理消息”权限，或拥有服务器设置的管理员身份组），或者入座玩家过半数投票，才能结束这局游戏。

game-abandoned_by_moderator = 这局游戏已被管理员 { $name } 结束。

game-ended_idle = 这局游戏已结束：{ $hours } 小时内没有任何玩家行动。这个频道可以开新游戏了。

lobby-expired = 这个大厅因 { $minutes } 分钟无人操作而关闭。请用 /开局 重新开一个。

lobby-options = 选项

help-title = Ichiba（市场）

help-about = Ichiba 让大家在这个频道一起玩桌面卡牌游戏：所有人共用一张版图，你的手牌和秘密选择通过私信发给你（或点 **我的手牌** 按钮），空位可以由电脑玩家补上，回合计时让游戏不拖沓。

help-games = 游戏

help-game_line = **{ $name }**：{ $low }–{ $high } 人

help-start-title = 如何开始
help-start =
    1. 用 `/{ cmd-play-name } { cmd-option-game }:<游戏>` 在这里开一个大厅。
    2. 其他人点 **加入**；房主可以点 **添加电脑**。
    3. 房主点 **开始**。随时可以用 `/{ cmd-rules-name } { cmd-option-game }:<游戏>` 查看规则。

help-commands = 命令

help-cmd-play = `/{ cmd-play-name }`：开一个大厅（选项：`{ cmd-option-variant }`、`{ cmd-option-turn_time }`）
help-cmd-game = `/游戏 状态|终止|暂停|继续`：这个频道的游戏
help-cmd-hand = `/手牌`：你的手牌和选择，仅你可见
help-cmd-rules = `/规则`：游戏规则，分页查看
help-cmd-settings = `/设置`：服务器设置（需要“管理服务器”权限）
help-cmd-help = `/帮助`：就是这一页

help-invite-title = 把 Ichiba 添加到其他服务器
help-invite = [邀请链接]({ $url })（需要在该服务器拥有“管理服务器”权限）

dm-superseded = ⏭️ 这个面板已过期：游戏已经往下进行了。你当前的界面是这里最新的一条消息，或版图上的 **我的手牌**。

game-board_abandoned = 版图已关闭：这局游戏已结束。

error-rules_changed = 机器人更新后，这局游戏的规则有所变动，无法继续，我已经把它结束了。请用 /开局 重新开一局。

game-rules_changed = 机器人更新后，{ $game }的规则有所变动，这局游戏无法继续，已经结束。抱歉！请用 /开局 重新开一局。

# python -m bot demo
demo-players = { $game }支持 { $low }–{ $high } 人。
demo-pictures = { $count } 张图片，保存在 { $folder }/

# Channel permissions, as Discord's channel settings name them.
permission-view_channel = 查看频道
permission-send_messages = 发送消息
permission-embed_links = 嵌入链接
permission-attach_files = 附加文件
permission-manage_guild = 管理服务器
permission-manage_messages = 管理消息

## 从未提供该按钮的地方点击；大厅上限
error-lobby_in_dm = 大厅按钮只能在服务器频道里的大厅消息上使用，所以什么也没做。
error-not_in_dm = 这个按钮只能在服务器频道里的游戏版图上使用，所以什么也没做。
lobby-limit_player = 你在这个服务器已经开了 { $max } 个大厅，已达上限。请先开始或取消其中一个。
lobby-limit_server = 这个服务器已经有 { $max } 个开着的大厅，已达上限。请加入其中一个，或等它开始或关闭。
settings-lobby_limits = 大厅数量上限
settings-lobby_limits_line = 每位成员 { $player } 个 · 整个服务器 { $server } 个
settings-bad_lobbies_per_player = 每位成员的大厅数请选 { $min } 到 { $max } 个。
settings-bad_lobbies_per_server = 整个服务器的大厅数请选 { $min } 到 { $max } 个。
cmd-settings-player_lobbies-name = 每人大厅上限
cmd-settings-player_lobbies-description = 每位成员同时能开的大厅数
cmd-settings-player_lobbies-count = 大厅数（留空：3）
cmd-settings-server_lobbies-name = 服务器大厅上限
cmd-settings-server_lobbies-description = 这个服务器同时能有的大厅数
cmd-settings-server_lobbies-count = 大厅数（留空：50）

## Play again
again-button = 再玩一局
again-invite = { $mentions }：{ $host } 想再玩一局 **{ $game }**，你的座位会保留 { $minutes } 分钟。请点上方大厅的 **加入**，或点 **再玩一局**。
again-opened = 新的大厅已在上方开好。
again-joined = 你已在上方的新大厅入座。
again-channel_busy = 这个频道已经有另一局游戏或大厅，所以现在没法在这里再开一局。请加入那一局，或等它结束后再点一次。
lobby-seat_held = { $number }. { $name }（座位保留中，{ $when }释放）
lobby-seats_held = 空位正为上一局的玩家保留几分钟，请稍后再试。

## Turn notifications (/notify)
notify-your_turn = 🔔 { $players }：轮到你在第 { $number } 局行动了。
notify-remind = ⏰ { $player }：你的时间已经过半，将于 { $when }超时，请尽快行动。
notify-title = 你的回合通知
notify-how = 轮到你时怎么通知
notify-how-dm = 私信发送私人面板
notify-how-mention = 在游戏频道中提及你
notify-how-both = 私信加上提及
notify-reminder = 时间过半提醒
notify-on = 开
notify-off = 关
notify-quiet = 免打扰时段
notify-quiet_none = 无
notify-quiet_line = { $start } 至 { $end }
notify-timezone = 时区
notify-help = 用 `/{ cmd-notify-name }` 的选项修改。免打扰时段内不会通知你，待处理的内容会在时段结束后发出；在每回合一小时以上的牌桌上，这段时间也不计入你的时限。
notify-saved = ✅ 已保存。
notify-bad_time = “{ $value }”不是时间。请写成 HH:MM，例如 22:30。
notify-bad_zone = 我不认识“{ $value }”这个时区。请从列表中选一个，例如 Asia/Shanghai。
notify-quiet_both = 请同时填写免打扰时段的开始和结束（两次填同一个时间即可取消）。
cmd-notify-name = 通知
cmd-notify-description = 轮到你时怎么通知你（不填选项：显示当前设置）
cmd-notify-how = 私信、在游戏频道中提及，或两者都要
cmd-notify-reminder = 时间过半时的提醒，开或关
cmd-notify-from = 免打扰时段开始，HH:MM（这段时间不通知）
cmd-notify-to = 免打扰时段结束，HH:MM（与开始相同：不设）
cmd-notify-timezone = 你的时区，例如 Asia/Shanghai
cmd-option-how = 方式
cmd-option-reminder = 提醒
cmd-option-quiet_from = 免打扰开始
cmd-option-quiet_to = 免打扰结束
cmd-option-timezone = 时区
help-cmd-notify = `/{ cmd-notify-name }`：轮到你时怎么通知，以及免打扰时段
help-cmd-games = `/{ cmd-games-name }`：你在所有服务器进行中的游戏和大厅，轮到你的排在前面，附链接

## A thread per game
# identical to English by design: threads-name
threads-title = 每局一个子区
threads-on = 开启：在这里开始的每局游戏都有自己的子区
threads-off = 关闭：每个频道一次一局
threads-missing = 关闭：每个频道一次一局，因为 Ichiba 在这里缺少以下权限：{ $perms }
threads-choice_on = 开启
threads-choice_off = 关闭
threads-name = { $game } #{ $number }
threads-started = 🎲 { $game } #{ $number } 已在 { $thread } 开始，玩家：{ $players }
threads-won = 🏆 { $game } #{ $number }：{ $winners } 获胜 — { $thread }
threads-abandoned = 🚫 { $game } #{ $number } 已终止 — { $thread }
threads-use_in_thread = 这里有好几局游戏正在进行。请在该局的子区里使用这个命令：{ $threads }
threads-several_lobbies = 这里有好几个大厅开着。请用大厅上的按钮，或在游戏开始后到它的子区里使用这个命令。
cmd-settings-threads-name = 子区
cmd-settings-threads-description = 每局游戏一个子区，让一个频道能同时进行好几局
cmd-settings-threads-value = 开启或关闭
permission-create_public_threads = 创建公开子区
permission-send_messages_in_threads = 在子区中发送消息

## /games: a player's open games in every server
# identical to English by design: my_games-game, my_games-line
cmd-games-name = 我的游戏
cmd-games-description = 你在所有服务器进行中的游戏和大厅，轮到你的排在前面
my_games-title = 你进行中的游戏
my_games-none = 你目前没有进行中的游戏或大厅。在服务器的频道用 `/{ cmd-play-name }` 开一局吧。
my_games-game = **{ $game } #{ $number }**
my_games-line = { $game } · { $server } · { $status }
my_games-line_due = { $game } · { $server } · { $status } · 时间将于 { $when }用完
my_games-your_turn = **轮到你了**
my_games-waiting = 等待 { $players }
my_games-playing = 进行中
my_games-lobby = 大厅，已坐 { $seated }/{ $seats } 席
my_games-other_server = 另一个服务器
my_games-more = ……还有 { $count } 局

## hints
cmd-option-hints = 提示
cmd-play-hints = 新手提示：自动（有人初次玩这款游戏时开启）、开启或关闭
hints-choice-auto = 自动：有新手时开启
hints-choice-on = 开启
hints-choice-off = 关闭
hints-lobby-auto = 💡 提示：有人初次玩这款游戏时开启
hints-lobby-on = 💡 提示：开启
hints-lobby-off = 💡 提示：关闭
hints-board = 💡 提示已开启
hints-button = 提示
hints-normal = 💡 “普通”难度的电脑会这么做：{ $move }
# identical to English by design: hints-said
hints-said = 💡 { $hint }
hints-not_rated = 不计积分：本局使用了提示

## computer levels
computer-level-easy = 简单
computer-level-normal = 普通
computer-level-hard = 困难
computer-level-easy-about = 会留下破绽：适合学习
computer-level-normal-about = 稳健的玩家
computer-level-hard-about = 会多想几步：真正的对手
# 大厅“添加电脑”菜单中，服务器默认的难度。
computer-level-default = { $level }（服务器默认）
# 电脑座位的名称：$level 是 easy、normal 或 hard。
computer-name-level = 🤖 电脑 { $number }（{ $level ->
        [easy] 简单
        [hard] 困难
       *[normal] 普通
    }）
lobby-add_computer_level = 🤖 添加电脑…
lobby-unknown_level = 这个难度不在给出的选项中。
cmd-settings-level-name = 电脑难度
cmd-settings-level-description = 未选难度时添加的电脑的难度
cmd-settings-level-level = 难度
cmd-option-level = 难度
settings-computer_level = 电脑难度（预先选中）
