-- Bed allocation of an alpine club's mountain huts: bunk rooms first, then the winter room.
module Huts (Hut (..), bunksFor, mealsFor, winterRoomOpen) where

data Hut = Hut { hutName :: String, bunkRooms :: [Int], winterBeds :: Int }

-- | Beds given to a group: whole bunk rooms while the group fills them, then single places.
bunksFor :: Hut -> Int -> Int
bunksFor hut guests = min guests (sum (bunkRooms hut))

-- | Half-board meals for a stay: dinner and breakfast per guest and night; children under 6 eat free.
mealsFor :: Int -> Int -> Int -> Int
mealsFor nights adults children = 2 * nights * adults + 2 * nights * children

-- | The winter room is open from the first day after the warden leaves (day of year) until opening day.
winterRoomOpen :: Int -> Int -> Int -> Bool
winterRoomOpen closesOn opensOn day = day > closesOn || day < opensOn
