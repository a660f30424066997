# Fisherman 的用語：規則書是日文（/work/shared/rules/003_c23c07d9fb927ed8.txt），沒有中文版，以下為一致的中譯。
# - 魚種（「内容物 › 魚カード」）：アジ→竹筴魚、フグ→河豚（與築地魚市相同）、タイ→鯛魚、
#   ハゼ→蝦虎魚、イカ→魷魚（台灣常用名）。
# - 四項大會規則（「ルール決定フェイズ」）：本命→目標魚（規則頁標題附日文「本命」，方便對照日文版配件）；評価→強弱
#   （決定 1 最強或 10 最強，「評價」在中文沒有這個意思）；サイズ→尺寸；外道→外道（台灣釣友
#   也用「外道」稱非目標的漁獲，與日文同字）。
# - 大会→大賽（釣魚大賽）；釣り（一輪出牌）→墩（吃墩遊戲的通用說法）；ディーラー→莊家；
#   盾カード→盾牌（金／銀／銅盾牌）。
# - 勝利点→勝利點（盾牌給的分數；頻道訊息、規則與圖片都用這個詞，不寫「盾牌分」）。
-fisherman-aji = 竹筴魚
-fisherman-fugu = 河豚
-fisherman-tai = 鯛魚
-fisherman-haze = 蝦虎魚
-fisherman-ika = 魷魚
-fisherman-target = 目標魚
-fisherman-order = 強弱
-fisherman-size = 尺寸
-fisherman-junk = 外道
-fisherman-tournament = 大賽
-fisherman-trick = 墩
-fisherman-dealer = 莊家
-fisherman-shield = 盾牌
-fisherman-points = 勝利點
