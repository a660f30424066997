# Fisherman 的用语：规则书是日文（/work/shared/rules/003_c23c07d9fb927ed8.txt），没有中文版，以下为统一的中译
# （与繁体版对应）。
# - 鱼种（“内容物 › 魚カード”）：アジ→竹荚鱼、フグ→河豚（与筑地鱼市一致）、タイ→鲷鱼、
#   ハゼ→虾虎鱼、イカ→鱿鱼。
# - 四项大赛规则（“ルール決定フェイズ”）：本命→目标鱼（规则页标题附日文“本命”，方便对照日文版配件）；評価→强弱
#   （决定 1 最强还是 10 最强，中文的“评价”没有这个意思）；サイズ→尺寸；外道→外道（路亚圈
#   也把非目标鱼叫“外道”，与日文同字）。
# - 切り札→主牌（升级等大陆吃墩游戏的叫法）。
# - 大会→大赛（钓鱼大赛）；釣り（一轮出牌）→墩（吃墩类游戏的通用说法）；ディーラー→庄家；
#   盾カード→盾牌（金／银／铜盾牌）。
# - 勝利点→胜利点（盾牌给的分数；频道消息、规则和图片都用这个词，不写“盾牌分”）。
-fisherman-aji = 竹荚鱼
-fisherman-fugu = 河豚
-fisherman-tai = 鲷鱼
-fisherman-haze = 虾虎鱼
-fisherman-ika = 鱿鱼
-fisherman-target = 目标鱼
-fisherman-order = 强弱
-fisherman-size = 尺寸
-fisherman-junk = 外道
-fisherman-tournament = 大赛
-fisherman-trick = 墩
-fisherman-dealer = 庄家
-fisherman-shield = 盾牌
-fisherman-points = 胜利点
