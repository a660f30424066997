# Tsukiji's terms in English: every message names these things through these terms.
# (The rulebooks: 000 Traditional Chinese, 002 Dutch; English keeps the Japanese names.)
-tsukiji-ebi = Ebi
-tsukiji-hotategai = Hotategai
-tsukiji-sake = Sake
-tsukiji-tako = Tako
-tsukiji-fugu = Fugu
-tsukiji-maguro = Maguro
-tsukiji-takusan = Takusan
-tsukiji-yakuza = Yakuza
-tsukiji-lot = lot
-tsukiji-ticket = price ticket
-tsukiji-price-tile = price tile
-tsukiji-alarm-clock = alarm clock
-tsukiji-market = market
-tsukiji-start-player = start player
