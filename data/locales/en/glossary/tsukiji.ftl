# Tsukiji's terms in English: every message names these things through these terms.
# (The rulebooks: 000 Traditional Chinese, 002 Dutch.) Like the printed editions, English names
# the products in its own words, with the Japanese name in brackets: "Shrimp (Ebi)"; the market
# track is the price board, its markers the product markers.
-tsukiji-ebi = Shrimp
-tsukiji-hotategai = Scallop
-tsukiji-sake = Salmon
-tsukiji-tako = Octopus
-tsukiji-fugu = Pufferfish
-tsukiji-maguro = Tuna
-tsukiji-takusan = Takusan
-tsukiji-yakuza = Yakuza
-tsukiji-lot = lot
-tsukiji-ticket = evaluation ticket
-tsukiji-price-tile = price tile
-tsukiji-alarm-clock = alarm clock
-tsukiji-market = market
-tsukiji-start-player = start player
