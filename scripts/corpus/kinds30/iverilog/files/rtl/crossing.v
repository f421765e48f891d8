// Level-crossing controller of a heritage railway (two tracks, east and west): track circuits
// occ_e / occ_w; warning lamps flash while the barriers lower, stay down while a train is in
// the section and rise when it clears.
module crossing (
    input  wire clk,
    input  wire rst,
    input  wire occ_e,
    input  wire occ_w,
    output reg  barrier_down,
    output reg  lamps
);
    localparam UP = 2'd0, LOWERING = 2'd1, DOWN = 2'd2, RAISING = 2'd3;
    reg [1:0] state;
    reg [2:0] t;
    reg prev_e, prev_w;
    wire clear_e = prev_e & ~occ_e;
    wire clear_w = prev_w & ~occ_w;

    always @(posedge clk) begin
        if (rst) begin
            state <= UP; t <= 0; prev_e <= 0; prev_w <= 0; barrier_down <= 0; lamps <= 0;
        end else begin
            prev_e <= occ_e; prev_w <= occ_w;
            case (state)
                UP:       if (occ_e | occ_w) begin state <= LOWERING; t <= 0; lamps <= 1; end
                LOWERING: if (t == 3) begin state <= DOWN; barrier_down <= 1; end else t <= t + 1;
                DOWN:     if (clear_e | clear_w) begin state <= RAISING; t <= 0; end
                RAISING:  if (t == 1) begin state <= UP; barrier_down <= 0; lamps <= 0; end else t <= t + 1;
            endcase
        end
    end
endmodule
